/// How text can be selected (`.textSelection(.enabled)`).
public protocol TextSelectability: Sendable {}
nonisolated public struct EnabledTextSelectability: TextSelectability { public init() {} }
nonisolated public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }
