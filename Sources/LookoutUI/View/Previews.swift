/// Previews, as Xcode shows them: headlessly, mount `previews` with a ``ViewHost``.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}
