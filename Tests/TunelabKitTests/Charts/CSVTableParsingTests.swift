import Testing
import TunelabKit

@Suite struct CSVTableParsingTests {
    @Test func quotedFieldsDoubledQuotesAndCRLF() throws {
        let text = "point,name,status\r\n0,\"a, b\",ok\r\n1,\"say \"\"hi\"\"\",\"two\nlines\"\r\n2,,\"\"\r\n"
        let table = try CSVTable(text: text, file: "t.csv")
        #expect(table.header == ["point", "name", "status"])
        #expect(
            table.rows == [["0", "a, b", "ok"], ["1", "say \"hi\"", "two\nlines"], ["2", "", ""]],
            "CRLF with quoted commas, quotes and a line break")
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

    @Test func headerOnly() throws {
        let table = try CSVTable(text: "point,status\n", file: "t.csv")
        #expect(table.rows.isEmpty)
    }
}
