import Foundation
import QuipuCore
import QuipuXML

/// The labels of one language by key, as its catalog `locales/<code>.xml` holds them: every text
/// a human-readable document prints, `{name}` standing for a value (see docs/locales.md).
package struct LabelCatalog: Sendable {
    /// The labels, by key.
    package let labels: [String: String]

    /// The catalog file's namespace, and the prefix of the templates' functions (`l:label('…')`).
    package static let namespace = "urn:quipu:locale:1"

    package init(labels: [String: String]) { self.labels = labels }

    /// The catalog in `bytes`, read from `name`: a `catalog` element of `namespace` whose `label`
    /// children each have a `key` and a text.
    /// - Throws: a data error naming the file and line of a mistake.
    package init(parsing bytes: [UInt8], name: String) throws(QuipuError) {
        let root: ParsedXMLElement?
        do throws(XMLError) { root = try LibXMLDocument(parsing: bytes, name: name).rootElement() } catch {
            throw QuipuError(.dataError, error.message + "; expected a label catalog (see docs/locales.md)")
        }
        guard let root, root.localName == "catalog", root.namespaceURI == Self.namespace else {
            throw QuipuError(.dataError, "\(name): no <catalog xmlns=\"\(Self.namespace)\"> element; expected a label catalog (see docs/locales.md)")
        }
        var labels: [String: String] = [:]
        for element in root.children {
            guard element.localName == "label", element.namespaceURI == Self.namespace, let key = element.attributes["key"], !key.isEmpty else {
                throw QuipuError(.dataError, "\(name): line \(element.line): <\(element.localName)> is not a label; expected <label key=\"…\">text</label>")
            }
            guard labels.updateValue(element.text, forKey: key) == nil else {
                throw QuipuError(.dataError, "\(name): line \(element.line): label \(key) is there twice; expected each key once")
            }
        }
        self.labels = labels
    }

    /// The built-in catalog of `language`.
    package static func builtIn(_ language: CatalogLanguage) -> LabelCatalog {
        builtInCatalogs[language]!
    }

    #if QUIPU_FUZZ_BUILD
    /// A fuzz build has no built-in templates (see `embeddedTemplateFiles`) and renders nothing.
    private static let builtInCatalogs = Dictionary(uniqueKeysWithValues: CatalogLanguage.allCases.map { ($0, LabelCatalog(labels: [:])) })
    #else
    private static let builtInCatalogs: [CatalogLanguage: LabelCatalog] = Dictionary(uniqueKeysWithValues: CatalogLanguage.allCases.map { language in
        let name = path(of: language)
        guard let bytes = Templates.builtInFiles[name], let catalog = try? LabelCatalog(parsing: bytes, name: name) else {
            preconditionFailure("\(name): the built-in catalog is missing or broken")
        }
        return (language, catalog)
    })
    #endif

    /// Where a templates folder holds the catalog of `language`: `locales/de.xml`.
    package static func path(of language: CatalogLanguage) -> String { "locales/\(language.code).xml" }

    /// This catalog with every key of `english` it lacks taken from it, and one note per key
    /// taken, naming `name` (the user's file) and the key.
    func filled(from english: LabelCatalog, name: String) -> (catalog: LabelCatalog, notes: [String]) {
        let missing = english.labels.keys.filter { labels[$0] == nil }.sorted()
        return (LabelCatalog(labels: labels.merging(english.labels) { own, _ in own }),
                missing.map { "\(name): no label \($0); printed in English" })
    }
}

extension Templates {
    /// The catalog of `language` these templates are written with, and notes for labels it lacks:
    /// the built-in one, or a folder's own `locales/<code>.xml` with every label it lacks taken
    /// from the built-in English catalog (a folder without that file gets the built-in catalog).
    package func catalog(_ language: CatalogLanguage) throws(QuipuError) -> (catalog: LabelCatalog, notes: [String]) {
        let relative = LabelCatalog.path(of: language)
        guard let directory, FileManager.default.fileExists(atPath: directory + "/" + relative) else {
            return (LabelCatalog.builtIn(language), [])
        }
        let bytes: [UInt8]
        do throws(XMLError) { bytes = try ConfinedFolder(directory).read(relativePath: relative) } catch {
            throw QuipuError(.dataError, error.message)
        }
        return try LabelCatalog(parsing: bytes, name: directory + "/" + relative).filled(from: .builtIn(.english), name: directory + "/" + relative)
    }
}
