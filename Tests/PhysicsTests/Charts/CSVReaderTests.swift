import Testing
import TunelabKit

@Suite struct CSVReaderTests {
    @Test func quotedFieldsDoubledQuotesAndCRLF() throws {
        let text = "point,name,status\r\n0,\"a, b\",ok\r\n1,\"say \"\"hi\"\"\",\"two\nlines\"\r\n2,,\"\"\r\n"
        let table = try CSVTable(text: text, file: "t.csv")
        #expect(table.header == ["point", "name", "status"])
        #expect(table.rows == [["0", "a, b", "ok"], ["1", "say \"hi\"", "two\nlines"], ["2", "", ""]], "CRLF with quoted commas, quotes and a line break")
        #expect(table.column("status") == 2)
        #expect(table.column("missing") == nil)
    }

    @Test func noFinalLineBreakAndBOM() throws {
        let table = try CSVTable(text: "\u{FEFF}a,b\n1,2\n3,", file: "t.csv")
        #expect(table.header == ["a", "b"], "BOM skipped")
        #expect(table.rows == [["1", "2"], ["3", ""]], "last record without a line break, ending in an empty field")
    }

    @Test func lfOnlyAndUnicode() throws {
        let table = try CSVTable(text: "k,v\nαβ,\"ü,é\"\n", file: "t.csv")
        #expect(table.rows == [["αβ", "ü,é"]])
    }

    @Test func errorsNameFileAndLine() {
        func error(_ text: String) -> String {
            do { _ = try CSVTable(text: text, file: "r.csv"); return "no error" } catch { return "\(error)" }
        }
        #expect(error("a,b\n1,2\n3\n") == "r.csv:3: expected 2 fields as in the header, got 1")
        // A record spanning lines is reported at the line it starts on; the next record's line counts the break.
        #expect(error("a,b\n\"x\ny\",2\n3,4,5\n") == "r.csv:4: expected 2 fields as in the header, got 3")
        #expect(error("a,b\n1,\"open\n") == "r.csv:2: unclosed quoted field")
        #expect(error("a,b\n1,x\"y\n") == "r.csv:2: a quote inside an unquoted field; quote the field and double the quote")
        #expect(error("a,b\n\"x\"y,2\n") == "r.csv:2: expected a comma or a line break after a closing quote")
        #expect(error("") == "r.csv:1: empty file, expected a header line")
        #expect(error("a,a\n") == "r.csv:1: duplicate column \"a\" in the header")
    }

    @Test func headerOnly() throws {
        let table = try CSVTable(text: "point,status\n", file: "t.csv")
        #expect(table.rows.isEmpty)
    }
}
