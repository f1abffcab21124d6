/// Whose scroll physics drive the release (`scroll.model`, DESIGN §4.9).
public enum ScrollModel: String, Sendable, CaseIterable {
    /// UIScrollView: DESIGN §4.4–4.7.
    case uikit
}
