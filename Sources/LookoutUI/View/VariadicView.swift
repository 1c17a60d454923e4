import Foundation

/// SwiftUI's underscored API for a container of your own that lays out its content's children
/// (`_VariadicView.Tree(MyRoot()) { content }`, `MyRoot.body(children:)`): the children are the views the
/// content is made of, its blocks, conditionals, groups and `ForEach` rows flattened, each with its identity.
public enum _VariadicView {
  /// A root and the content whose children it receives.
  public struct Tree<Root: _VariadicView_Root, Content> {
    public var root: Root
    public var content: Content
    public init(_ root: Root, @ViewBuilder content: () -> Content) {
      self.root = root
      self.content = content()
    }
    public init(root: Root, content: Content) {
      self.root = root
      self.content = content
    }
  }

  /// The children of a tree's content, as a root's `body(children:)` gets them.
  public struct Children: RandomAccessCollection {
    let children: [Child]
    public var startIndex: Int { children.startIndex }
    public var endIndex: Int { children.endIndex }
    public subscript(index: Int) -> Child { children[index] }

    /// One child: a view, identified as SwiftUI identifies it in its parent.
    public struct Child: Identifiable {
      public let id: AnyHashable
      let view: any View
    }
  }
}

/// What roots have in common.
public protocol _VariadicView_Root {}

/// A root that makes a view of its children.
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func body(children: _VariadicView.Children) -> Body
}

/// A root whose result is one view.
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}
/// A root whose result is several views.
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

public typealias _VariadicView_Children = _VariadicView.Children

extension _VariadicView.Tree: View where Root: _VariadicView_ViewRoot, Content: View {
  @MainActor public var body: some View { root.body(children: VariadicChildren.of(content)) }
}

extension _VariadicView.Children: View {
  @MainActor public var body: some View { ForEach(children) { $0 } }
}

extension _VariadicView.Children.Child: View, PrimitiveView {
  public typealias Body = Never
  @MainActor func expand(into builder: inout ChildBuilder) { builder.add(view, key: .position(0)) }
}

/// Flattens a content view into its children, as the host expands structural views.
@MainActor
enum VariadicChildren {
  static func of(_ content: any View) -> _VariadicView.Children {
    var children: [_VariadicView.Children.Child] = []
    func flatten(_ view: any View, prefix: [ChildKey]) {
      let traits = ViewTypeTraits.of(view)
      guard traits.isStructural || view is any ForEachContainer, let expand = traits.expand else {
        children.append(_VariadicView.Children.Child(id: AnyHashable(prefix.map(\.description).joined(separator: "/")), view: view))
        return
      }
      var builder = ChildBuilder(environment: EnvironmentValues())
      expand(view, &builder)
      for child in builder.children {
        if case .id(let id) = child.key, !(child.view is any ForEachContainer) {
          children.append(_VariadicView.Children.Child(id: id, view: child.view))
        } else {
          flatten(child.view, prefix: prefix + [child.key])
        }
      }
    }
    flatten(content, prefix: [])
    return _VariadicView.Children(children: children)
  }
}

/// A `ForEach`: its rows are children of the content it is in.
protocol ForEachContainer {}
extension ForEach: ForEachContainer {}
