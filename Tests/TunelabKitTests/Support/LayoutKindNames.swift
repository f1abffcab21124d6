@testable import TunelabKit

/// The layout kinds as the decoder lists them, from the registries (`LayoutRegistry`), so that
/// no test spells the list out: a new kind changes the messages without a test edited by hand.
enum LayoutKindNames {
    /// `"none", "cardStack", …`: the built-ins, then `extra` (registered plug-ins), each quoted.
    static func quoted(adding extra: [String] = []) -> String {
        (LayoutRegistry.builtIn.kindNames + extra).map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
