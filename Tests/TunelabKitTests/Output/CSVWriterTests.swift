import Testing
import TunelabKit

@Suite struct CSVWriterTests {
    @Test(arguments: [
        ("plain", "plain"), ("", ""), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("line\nbreak", "\"line\nbreak\""), ("cr\rhere", "\"cr\rhere\""), ("-0.5", "-0.5"),
        ("case 1: rate 1.0 outside (0, 1)", "\"case 1: rate 1.0 outside (0, 1)\""), ("é → ü", "é → ü"),
        (" spaced ", " spaced ")
    ])
    func escape(field: String, expected: String) {
        #expect(CSVFormat.escape(field) == expected, "\(field.debugDescription)")
    }

    @Test func rowsEndWithLF() {
        var csv = CSVWriter()
        csv.row(["point", "layout.scaleFrequency", "status"])
        csv.row(["0", "0.1", "ok"])
        csv.row(["1", "", "a \"b\", c"].lazy.map { $0 })
        let expected = "point,layout.scaleFrequency,status\n0,0.1,ok\n1,,\"a \"\"b\"\", c\"\n"
        #expect(csv.text == expected)
        #expect(csv.bytes == Array(expected.utf8))
        csv.removeAll()
        #expect(csv.text.isEmpty)
        #expect(CSVWriter().text.isEmpty)
    }

    @Test func emptyRowIsAnEmptyLine() {
        var csv = CSVWriter()
        csv.row([String]())
        #expect(csv.text == "\n")
    }
}
