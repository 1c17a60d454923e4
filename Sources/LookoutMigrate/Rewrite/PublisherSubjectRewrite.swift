import LookoutSyntax
internal import SwiftSyntax

/// Gives a bridged `@Published` property its subject (see `PublisherBridges`): `name$.send(name)` first in
/// its `didSet` (added when it has none), and the subject declared on the next line.
enum PublisherSubjectRewrite {
  static func add(to property: StoredProperty, in context: RewriteContext) {
    guard let binding = property.decl.bindings.first, let name = property.names.first else { return }
    let subject = PublisherBridges.subjectName(name)
    let send = "\(subject).send(\(name))"
    let declarationOffset = property.decl.positionAfterSkippingLeadingTrivia.utf8Offset
    let indentation = context.indentation(at: declarationOffset)
    let unit = indentUnit(of: property, in: context)

    switch binding.accessorBlock?.accessors {
    case .accessors(let accessors):
      if let didSet = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }), let body = didSet.body {
        if let first = body.statements.first, context.startsLine(at: first.positionAfterSkippingLeadingTrivia.utf8Offset) {
          let offset = first.positionAfterSkippingLeadingTrivia.utf8Offset
          context.insert(send + context.newline + context.indentation(at: offset), at: offset, "send to \(subject) in didSet")
        } else {
          context.insert(" " + send + (body.statements.isEmpty ? "" : ";"), at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
                         "send to \(subject) in didSet")
        }
      } else if let last = accessors.last {
        let offset = last.endPositionBeforeTrailingTrivia.utf8Offset
        let separator = context.startsLine(at: last.positionAfterSkippingLeadingTrivia.utf8Offset)
          ? context.newline + context.indentation(at: last.positionAfterSkippingLeadingTrivia.utf8Offset) : " "
        context.insert(separator + "didSet { \(send) }", at: offset, "didSet sending to \(subject)")
      }
    default:
      let offset = binding.endPositionBeforeTrailingTrivia.utf8Offset
      context.insert(" {" + context.newline + indentation + unit + "didSet { \(send) }" + context.newline + indentation + "}",
                     at: offset, "didSet sending to \(subject)")
    }

    let access = property.decl.modifiers.first { modifier in
      ["private", "fileprivate", "internal", "package", "public", "open"].contains(modifier.name.text) && modifier.detail == nil
    }.map { ($0.name.text == "open" ? "public" : $0.name.text) + " " } ?? ""
    // The type as this declaration writes it (another class of the same name may differ); `_` lets the
    // compiler infer it from the property.
    let type = binding.typeAnnotation?.type.trimmedDescription
      ?? binding.initializer.flatMap { ClassDetails.evidentType(of: $0.value) } ?? "_"
    // The first value comes from the macro's storage (`_name`, with either runtime): reading `name` would be
    // a tracked read wherever the subject is first used — in `init`, which SwiftUI runs inside the body of
    // the view that creates the model, making that view depend on the property.
    let declaration = "@\(context.runtime.ignoreMacro) \(access)lazy var \(subject) = CurrentValueSubject<\(type), Never>(_\(name))"
    // After the line's comment, if any: it stays with the property.
    context.insert(context.newline + indentation + declaration, at: property.decl.endPosition.utf8Offset,
                   "\(subject): a subject in place of $\(name)")
    context.needsRuntimeImport = true
  }

  /// One level of indentation, as the class indents its members.
  private static func indentUnit(of property: StoredProperty, in context: RewriteContext) -> String {
    let inner = context.indentation(at: property.decl.positionAfterSkippingLeadingTrivia.utf8Offset)
    guard let type = property.decl.nearest(MemberBlockSyntax.self)?.parent else { return "    " }
    let outer = context.indentation(at: type.positionAfterSkippingLeadingTrivia.utf8Offset)
    return inner.hasPrefix(outer) && inner.count > outer.count ? String(inner.dropFirst(outer.count)) : "    "
  }
}
