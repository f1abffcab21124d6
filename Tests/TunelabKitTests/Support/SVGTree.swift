import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed XML element, for checking chart structure in tests.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    var children: [SVGNode] = []
    var text = ""
    weak var parent: SVGNode?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Every descendant (depth first, document order), self excluded.
    var descendants: [SVGNode] { children.flatMap { [$0] + $0.descendants } }

    /// Descendants named `name`, optionally carrying `className` among their classes.
    func all(_ name: String, class className: String? = nil) -> [SVGNode] {
        descendants.filter { node in
            node.name == name && (className.map { (node["class"] ?? "").split(separator: " ").contains(Substring($0)) } ?? true)
        }
    }

    func number(_ attribute: String) -> Double { Double(attributes[attribute] ?? "") ?? .nan }

    /// Parses `xml` with Foundation's XMLParser; `nil` when it is not well-formed.
    static func parse(_ xml: String) -> SVGNode? {
        let delegate = Builder()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        guard parser.parse(), let root = delegate.root else { return nil }
        return root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: SVGNode?
        var stack: [SVGNode] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            let node = SVGNode(name: elementName, attributes: attributeDict)
            node.parent = stack.last
            stack.last?.children.append(node)
            if root == nil { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
