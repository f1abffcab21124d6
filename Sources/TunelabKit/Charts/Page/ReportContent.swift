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
        public var svg: String
        public var collapsed: Bool

        public init(title: String, file: String, svg: String, collapsed: Bool = false) {
            self.title = title; self.file = file; self.svg = svg; self.collapsed = collapsed
        }
    }

    public var title: String
    public var question: String
    /// Sentences generated from the data; empty = no verdict block.
    public var verdict: [String] = []
    /// Motion players (`MotionPlayer.html`), each a self-contained block.
    public var players: [String] = []
    public var tables: [Table] = []
    public var charts: [Chart] = []

    public init(title: String, question: String) {
        self.title = title
        self.question = question
    }
}
