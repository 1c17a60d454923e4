/// A node's children, in order. The one child that most composite views have (their body) is kept inline,
/// so mounting a row does not allocate a list for each view in it.
struct NodeChildren: RandomAccessCollection {
  private let single: ViewNode?
  private let list: [ViewNode]

  init() {
    single = nil
    list = []
  }

  init(_ child: ViewNode) {
    single = child
    list = []
  }

  init(_ children: [ViewNode]) {
    single = children.count == 1 ? children[0] : nil
    list = children.count == 1 ? [] : children
  }

  var startIndex: Int { 0 }
  var endIndex: Int { single == nil ? list.count : 1 }
  subscript(position: Int) -> ViewNode { single ?? list[position] }
}
