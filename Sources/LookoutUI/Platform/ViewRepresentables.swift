import Foundation

/// A UIKit view in a SwiftUI view, as in SwiftUI: when the representable is mounted the host calls
/// `makeCoordinator()`, `makeUIView(context:)` and `updateUIView(_:context:)`; after each update in which its
/// value or environment changed, `updateUIView` again; when it goes away, `dismantleUIView`. It renders as its
/// type with the UIKit view's class (`ActivityIndicator [uiView: UIActivityIndicatorView]`).
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods get: its coordinator, the transaction and the environment.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// A UIKit view controller in a SwiftUI view, with the lifecycle of ``UIViewRepresentable``.
public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>

  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a view controller representable's methods get.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// An AppKit view in a SwiftUI view, with the lifecycle of ``UIViewRepresentable``.
public protocol NSViewRepresentable: View where Body == Never {
  associatedtype NSViewType: NSView
  associatedtype Coordinator = Void
  typealias Context = NSViewRepresentableContext<Self>

  func makeNSView(context: Context) -> NSViewType
  func updateNSView(_ nsView: NSViewType, context: Context)
  static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
}

extension NSViewRepresentable {
  public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}
}

extension NSViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What an AppKit view representable's methods get.
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// An AppKit view controller in a SwiftUI view, with the lifecycle of ``UIViewRepresentable``.
public protocol NSViewControllerRepresentable: View where Body == Never {
  associatedtype NSViewControllerType: NSViewController
  associatedtype Coordinator = Void
  typealias Context = NSViewControllerRepresentableContext<Self>

  func makeNSViewController(context: Context) -> NSViewControllerType
  func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
  static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
}

extension NSViewControllerRepresentable {
  public static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator) {}
}

extension NSViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What an AppKit view controller representable's methods get.
public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// How the host mounts a representable: the platform object made once per node, updated when the
/// representable or its environment changed, dismantled with the node.
@MainActor
enum RepresentableExpansion {
  /// A representable's platform object and coordinator, kept on its node.
  final class Mounted<Object, Coordinator> {
    let object: Object
    let coordinator: Coordinator
    var view: any View
    var environment: EnvironmentValues
    init(object: Object, coordinator: Coordinator, view: any View, environment: EnvironmentValues) {
      self.object = object
      self.coordinator = coordinator
      self.view = view
      self.environment = environment
    }
  }

  static func expander(for view: any View) -> ((any View, inout ChildBuilder) -> Void)? {
    if let representable = view as? any UIViewRepresentable { return viewExpander(representable) }
    if let representable = view as? any UIViewControllerRepresentable { return controllerExpander(representable) }
    if let representable = view as? any NSViewRepresentable { return appKitViewExpander(representable) }
    if let representable = view as? any NSViewControllerRepresentable { return appKitControllerExpander(representable) }
    return nil
  }

  private static func viewExpander<R: UIViewRepresentable>(_: R) -> (any View, inout ChildBuilder) -> Void {
    func context(_ coordinator: R.Coordinator, _ environment: EnvironmentValues) -> R.Context {
      UIViewRepresentableContext(coordinator: coordinator, transaction: Transaction(), environment: environment)
    }
    return { view, builder in
      let representable = view as! R
      expand(representable, kind: ViewNode.name(of: R.UIViewType.self), into: &builder) { node, environment in
        if let mounted = node.effectState["representable"] as? Mounted<R.UIViewType, R.Coordinator> {
          return (mounted, { representable.updateUIView(mounted.object, context: context(mounted.coordinator, environment)) })
        }
        let coordinator = representable.makeCoordinator()
        let uiView = representable.makeUIView(context: context(coordinator, environment))
        let mounted = Mounted(object: uiView, coordinator: coordinator, view: representable, environment: environment)
        node.effectState["representable"] = mounted
        node.disappearActions["representable"] = { R.dismantleUIView(uiView, coordinator: coordinator) }
        return (mounted, { representable.updateUIView(uiView, context: context(coordinator, environment)) })
      }
    }
  }

  private static func controllerExpander<R: UIViewControllerRepresentable>(_: R) -> (any View, inout ChildBuilder) -> Void {
    func context(_ coordinator: R.Coordinator, _ environment: EnvironmentValues) -> R.Context {
      UIViewControllerRepresentableContext(coordinator: coordinator, transaction: Transaction(), environment: environment)
    }
    return { view, builder in
      let representable = view as! R
      expand(representable, kind: ViewNode.name(of: R.UIViewControllerType.self), into: &builder) { node, environment in
        if let mounted = node.effectState["representable"] as? Mounted<R.UIViewControllerType, R.Coordinator> {
          return (mounted, { representable.updateUIViewController(mounted.object, context: context(mounted.coordinator, environment)) })
        }
        let coordinator = representable.makeCoordinator()
        let controller = representable.makeUIViewController(context: context(coordinator, environment))
        let mounted = Mounted(object: controller, coordinator: coordinator, view: representable, environment: environment)
        node.effectState["representable"] = mounted
        node.disappearActions["representable"] = { R.dismantleUIViewController(controller, coordinator: coordinator) }
        return (mounted, { representable.updateUIViewController(controller, context: context(coordinator, environment)) })
      }
    }
  }

  private static func appKitViewExpander<R: NSViewRepresentable>(_: R) -> (any View, inout ChildBuilder) -> Void {
    func context(_ coordinator: R.Coordinator, _ environment: EnvironmentValues) -> R.Context {
      NSViewRepresentableContext(coordinator: coordinator, transaction: Transaction(), environment: environment)
    }
    return { view, builder in
      let representable = view as! R
      expand(representable, kind: ViewNode.name(of: R.NSViewType.self), into: &builder) { node, environment in
        if let mounted = node.effectState["representable"] as? Mounted<R.NSViewType, R.Coordinator> {
          return (mounted, { representable.updateNSView(mounted.object, context: context(mounted.coordinator, environment)) })
        }
        let coordinator = representable.makeCoordinator()
        let nsView = representable.makeNSView(context: context(coordinator, environment))
        let mounted = Mounted(object: nsView, coordinator: coordinator, view: representable, environment: environment)
        node.effectState["representable"] = mounted
        node.disappearActions["representable"] = { R.dismantleNSView(nsView, coordinator: coordinator) }
        return (mounted, { representable.updateNSView(nsView, context: context(coordinator, environment)) })
      }
    }
  }

  private static func appKitControllerExpander<R: NSViewControllerRepresentable>(_: R) -> (any View, inout ChildBuilder) -> Void {
    func context(_ coordinator: R.Coordinator, _ environment: EnvironmentValues) -> R.Context {
      NSViewControllerRepresentableContext(coordinator: coordinator, transaction: Transaction(), environment: environment)
    }
    return { view, builder in
      let representable = view as! R
      expand(representable, kind: ViewNode.name(of: R.NSViewControllerType.self), into: &builder) { node, environment in
        if let mounted = node.effectState["representable"] as? Mounted<R.NSViewControllerType, R.Coordinator> {
          return (mounted, { representable.updateNSViewController(mounted.object, context: context(mounted.coordinator, environment)) })
        }
        let coordinator = representable.makeCoordinator()
        let controller = representable.makeNSViewController(context: context(coordinator, environment))
        let mounted = Mounted(object: controller, coordinator: coordinator, view: representable, environment: environment)
        node.effectState["representable"] = mounted
        node.disappearActions["representable"] = { R.dismantleNSViewController(controller, coordinator: coordinator) }
        return (mounted, { representable.updateNSViewController(controller, context: context(coordinator, environment)) })
      }
    }
  }

  /// The element, and the effect that mounts or updates the platform object: `mount` returns the kept state
  /// and the update to run. A new node runs it; a kept one only when its value or environment changed, as
  /// SwiftUI compares a representable's inputs before updating it.
  private static func expand<Object, Coordinator>(
    _ representable: some View, kind: String, into builder: inout ChildBuilder,
    mount: @escaping @MainActor (ViewNode, EnvironmentValues) -> (Mounted<Object, Coordinator>, @MainActor () -> Void)
  ) {
    var element = Element(kind: ViewNode.name(of: type(of: representable)))
    element.details = [ElementAttribute("uiView", kind)]
    builder.element = element
    let environment = builder.environment
    builder.effects.append(Effect { node in
      let isNew = node.effectState["representable"] == nil
      let (mounted, update) = mount(node, environment)
      if !isNew && ViewEquality.viewsEqual(mounted.view, representable) && environment.sameValues(as: mounted.environment) { return nil }
      mounted.view = representable
      mounted.environment = environment
      update()
      return nil
    })
  }
}
