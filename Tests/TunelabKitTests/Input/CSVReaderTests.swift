import Testing
import TunelabKit

@Suite struct CSVReaderTests {
    static func failure(_ text: String) -> String {
        do {
            _ = try CSVReader.parse(text, file: "t.csv")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func readsWhatCSVWriterWrites() throws {
        var csv = CSVWriter()
        let rows = [["point", "status", "note"], ["0", "ok", ""], ["1", "case 1: a, \"b\"", "two\nlines"], ["2", "é", "x"]]
        for row in rows { csv.row(row) }
        let table = try CSVReader.parse(csv.text, file: "r.csv")
        #expect(table.header == rows[0])
        #expect(table.rows == Array(rows.dropFirst()), "round trip through CSVWriter")
        #expect((0..<3).map(table.line(ofRow:)) == [2, 3, 5], "a quoted line break moves the next row down")
    }

    @Test func crlfAndNoFinalNewline() throws {
        let table = try CSVReader.parse("time,translation\r\n0,0\r\n0.5,-12.5", file: "t.csv")
        #expect(table.rows == [["0", "0"], ["0.5", "-12.5"]])
        #expect(try table.double(row: 1, column: 1) == -12.5)
        #expect(try table.requireColumn("translation") == 1)
    }

    @Test(arguments: [
        ("a,b\n1,2,3\n", "t.csv:2:1: expected 2 fields as in the header, got 3"),
        ("a,b\n1,\"2\n", "t.csv:2:3: unterminated quoted field"),
        ("a,b\n1,\"2\"x\n", "t.csv:2:6: expected ',' or a line end after a quoted field"),
        ("a,b\n1,2\"\n", "t.csv:2:4: a quote inside an unquoted field"),
        ("", "t.csv:1:1: empty file; expected a header row"),
        ("a,b\n1,2\n\n", "t.csv:3:1: expected 2 fields as in the header, got 1")
    ])
    func structureErrors(text: String, expected: String) {
        #expect(Self.failure(text) == expected, "\(text.debugDescription)")
    }

    @Test func numberCellsAndColumns() throws {
        let table = try CSVReader.parse("time,translation\n0.1,\"x,y\"\n\"é\",nan\n1e-05,\n", file: "t.csv")
        #expect(try table.double(row: 2, column: 0) == 1e-5)
        #expect(try table.double(row: 2, column: 1) == nil, "an empty cell is nil")
        let bad: [(Int, Int, String)] = [
            (0, 1, #"t.csv:2:5: translation: expected a number, got "x,y""#),
            (1, 0, #"t.csv:3:1: time: expected a number, got "é""#),
            (1, 1, #"t.csv:3:5: translation: expected a number, got "nan""#)
        ]
        for (row, column, expected) in bad {
            do {
                _ = try table.double(row: row, column: column)
                Issue.record("expected an error at row \(row), column \(column)")
            } catch {
                #expect(error.description == expected, "row \(row), column \(column)")
            }
        }
        do {
            _ = try table.requireColumn("tme")
            Issue.record("expected missing column")
        } catch {
            #expect(error.description == #"t.csv:1:1: missing column "tme"; did you mean "time"?"#)
        }
    }
}
