/// What one report page shows, in order: title, question, verdict, motion players, tables,
/// then charts (the first few open, the rest collapsed in `<details>`).
public struct ReportContent: Sendable {
    /// A table of text cells; numeric cells print through `ReadableNumber` and align right.
    public struct Table: Sendable {
        public var title: String
        /// The `class` of the `<table>` (`summary`, `grid`, `changes`, …).
        public var className: String
        public var header: [String]
        public var rows: [[String]]
        /// A sentence under the title.
        public var note: String?

        public init(title: String, className: String, header: [String], rows: [[String]], note: String? = nil) {
            self.title = title; self.className = className; self.header = header; self.rows = rows; self.note = note
        }
    }

    /// One chart: its title, its file in `charts/`, its SVG, and whether it starts collapsed.
    public struct Chart: Sendable {
        public var title: String
        public var file: String
        /// The SVG's bytes: written to `file` and inlined in the page as they are.
        private(set) var markup: MarkupBuffer
        /// Where the page's copy of the SVG drops its declaration and prefixes ids, once found
        /// (`findInlineCuts`); nil until then.
        private(set) var inlineCuts: ReportPage.InlineCuts?
        public var collapsed: Bool

        /// The SVG's text.
        public var svg: String {
            get { markup.text }
            set {
                markup = MarkupBuffer(newValue)
                inlineCuts = nil
            }
        }

        /// Finds `inlineCuts` now (a report piece, in parallel), not when the page is written.
        mutating func findInlineCuts() { inlineCuts = ReportPage.inlineCuts(of: markup) }

        public init(title: String, file: String, svg: String, collapsed: Bool = false) {
            self.init(title: title, file: file, markup: MarkupBuffer(svg), collapsed: collapsed)
        }

        init(title: String, file: String, markup: MarkupBuffer, collapsed: Bool = false) {
            self.title = title; self.file = file; self.markup = markup; self.collapsed = collapsed
        }

        /// Writes the SVG to `path` (atomically, `AtomicFile`) from its bytes.
        func write(to path: String) throws(AtomicFile.WriteError) {
            let failed: AtomicFile.WriteError? = markup.withUnsafeBytes { bytes in
                do throws(AtomicFile.WriteError) { try AtomicFile.write(bytes, to: path, sync: false) } catch { return error }
                return nil
            }
            if let failed { throw failed }
        }
    }

    public var title: String
    public var question: String
    /// Sentences generated from the data; empty = no verdict block.
    public var verdict: [String] = []
    /// Motion players (`MotionPlayer.html`), each a self-contained block.
    public var players: [String] {
        get { playerMarkup.map(\.text) }
        set { playerMarkup = newValue.map(MarkupBuffer.init) }
    }
    /// The players' bytes, inlined in the page as they are.
    var playerMarkup: [MarkupBuffer] = []
    public var tables: [Table] = []
    public var charts: [Chart] = []

    public init(title: String, question: String) {
        self.title = title
        self.question = question
    }
}
