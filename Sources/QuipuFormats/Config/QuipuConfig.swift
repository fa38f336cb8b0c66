import Foundation
import QuipuCore
import Yams

/// The workspace file, `quipu.yml`: where the data is, where reports go, the options they share,
/// the money settings (exchange rates, seller, clients), and which reports `quipu build` makes
/// (one section per kind of report, see `ReportKinds`).
///
/// ```yaml
/// workspace: Examples          # folder of the apps' files, relative to this file
/// output: output               # relative to this file
/// templates: my-templates      # optional: your own copies of the templates, relative to this file
/// timeZone: Europe/Berlin      # IANA id; default: the system's zone
/// weekStart: monday            # or sunday
/// paper: a4                    # or letter: the paper of PDFs
/// qrCode: false                # no payment QR code on invoices (default: true)
/// rates: ecb/eurofxref-hist.xml
/// timesheets:
///   - {state: AppState.json, period: 2024-W13, asOf: 2024-04-01T00:00:00Z, formats: [html, xml, csv]}
/// ```
///
/// Every section goes through one reader (`ConfigValue`), so every mistake — bad YAML, a key
/// written twice, an unknown key, a missing or wrong value — is a usage error (exit 64) naming
/// the file, the line and the key path.
package struct QuipuConfig: Sendable {
    /// The config file's path, as given; it starts every error message.
    package let path: String
    /// The folder the config was read from; relative paths in it are relative to this folder.
    package let directory: String
    /// The folder of the apps' files, relative to the config's folder; input paths start here.
    package let workspaceDirectory: String
    /// The time zone the config gives every report (`timeZone:`).
    package let timeZone: TimeZone?
    /// The first day of a week the config gives every report (`weekStart:`).
    package let weekStart: WeekStart?
    /// The paper of the PDFs the config's reports make (`paper:`).
    package let paper: Paper?
    /// The language and formats of every human-readable report unless its entry or client says otherwise.
    package let locale: DocumentLocale?
    /// The locale whose spreadsheets every CSV is written for unless its entry says otherwise; `nil` for standard CSV.
    package let csvLocale: QuipuLocale?
    /// Whether invoices carry a payment QR code (`qrCode:`), for clients and entries that do not say.
    package let qrCode: Bool?
    /// The folder reports go to (`output:`, default `output` beside the config).
    package let outputDirectory: String
    /// The user's own templates (`templates:`).
    package let templatesDirectory: String?
    /// The exchange-rate files, ready to read.
    package let ratesPaths: [String]
    package let rateFallback: RateFallback
    /// Projects and tasks not billable in any tracker file (`nonBillable:`): timesheets show their
    /// time as such, and no invoice bills it.
    package let nonBillable: NonBillableWork
    /// How invoice and credit note numbers are made (`numbering:`), for clients without their own.
    package let numbering: NumberingConfig
    package let seller: SellerConfig?
    /// The register's ledger accounts (`accounts:`), for its hledger and Beancount files.
    package let accounts: LedgerAccounts
    /// In the file's order.
    package let clients: [ClientConfig]
    /// Every report the config asks for, in the order of `ReportKinds.all`, then of the entries.
    package private(set) var requests: [any ReportRequest] = []
    /// The entries of `invoices:` by number (two sharing one are refused by the register's rules).
    package private(set) var invoicesByNumber: [String: [InvoiceRequest]] = [:]
    /// The place of each file the config names (`quipu.yml: line 38: rates[1]`), by its path as
    /// the reports read it, so that a missing one is said at the key that names it.
    package private(set) var inputPlaces: [String: String] = [:]

    /// The top-level keys that are settings rather than sections of reports.
    static let settingKeys = ["workspace", "output", "templates", "timeZone", "weekStart", "rates", "rateFallback", "nonBillable", "numbering", "seller",
                              "clients", "accounts", "paper", "locale", "csvLocale", "qrCode"]

    /// The folder of the config at `path`: where its relative paths start, and where its runs
    /// keep their journal.
    static func directory(ofConfigAt path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// The journal of the workspace's runs: `.quipu` in the config's folder.
    package var journal: OutputJournal { .workspace(directory: directory) }

    /// Reads and checks the config at `path`.
    package static func load(path: String) throws(QuipuError) -> QuipuConfig {
        try parse(readInput(path), path: path)
    }

    /// Parses and checks the bytes of a config file, after a UTF-8 byte-order mark if there is one.
    /// `path` names the file in error messages, and its folder is where relative paths start.
    package static func parse(_ bytes: [UInt8], path: String) throws(QuipuError) -> QuipuConfig {
        guard let text = String(validating: bytes.dropFirst(byteOrderMarkLength(bytes)), as: UTF8.self) else {
            throw QuipuError(.usage, "\(path): not UTF-8 text; expected a YAML file")
        }
        let root = ConfigValue(node: try YAMLText.compose(text, path: path), path: "", file: path)
        let kinds = ReportKinds.all
        let fields = try root.mapping(allowed: settingKeys + kinds.map { $0.section.key },
                                      expected: "a mapping of keys such as workspace, output and timesheets")
        var config = try QuipuConfig(settings: fields, path: path)
        for kind in kinds {
            let requests = try kind.requests(in: fields, config: config)
            config.requests += requests
            let invoices = requests.compactMap { $0 as? InvoiceRequest }
            if !invoices.isEmpty { config.invoicesByNumber = Dictionary(grouping: invoices, by: \.number) }
        }
        do { try RegisterRules.check(config.registerDocuments) } catch { throw QuipuError(.usage, error.description) }
        for (text, place) in root.scalarPlaces where !text.isEmpty {
            for candidate in [config.path(text), config.pathInWorkspace(text)] where config.inputPlaces[candidate] == nil {
                config.inputPlaces[candidate] = place
            }
        }
        return config
    }

    /// The settings part of the config: everything but the sections of reports.
    private init(settings fields: ConfigMapping, path: String) throws(QuipuError) {
        self.path = path
        directory = Self.directory(ofConfigAt: path)
        let directory = directory
        func relative(_ value: ConfigValue, _ expected: String) throws(QuipuError) -> String {
            Self.path(try value.nonEmptyText(expected), in: directory)
        }
        workspaceDirectory = try fields["workspace"].map { value throws(QuipuError) in try relative(value, "a folder such as Examples") } ?? directory
        timeZone = try fields["timeZone"]?.timeZone()
        weekStart = try fields["weekStart"]?.weekStart()
        paper = try fields["paper"]?.choice(Paper.self)
        locale = try fields["locale"]?.documentLocale()
        csvLocale = try fields["csvLocale"]?.parsed("a locale such as de-DE", by: SharedOptionValue.csvLocale)
        qrCode = try fields["qrCode"]?.boolean()
        outputDirectory = try fields["output"].map { value throws(QuipuError) in try relative(value, "a folder such as output") }
            ?? Self.path("output", in: directory)
        templatesDirectory = try fields["templates"].map { value throws(QuipuError) in try relative(value, "a folder such as my-templates") }
        let workspace = workspaceDirectory
        ratesPaths = try (fields["rates"]?.texts("a rates file path or a list of them") ?? []).map { Self.path($0, in: workspace) }
        rateFallback = try fields["rateFallback"]?.choice(RateFallback.self) ?? .previous
        nonBillable = try fields["nonBillable"]?.nonBillableWork() ?? .none
        numbering = try fields["numbering"].map { value throws(QuipuError) in try NumberingConfig.read(value, owner: nil) } ?? .none
        seller = try fields["seller"].map { value throws(QuipuError) in try SellerConfig.read(value) }
        accounts = try fields["accounts"]?.ledgerAccounts() ?? LedgerAccounts()
        var clients: [ClientConfig] = []
        for (key, value) in try fields["clients"]?.namedEntries(expected: "a mapping of client names to clients, such as acme: {name: ACME Corp., …}") ?? [] {
            clients.append(try ClientConfig.read(value, key: key))
        }
        self.clients = clients
        try Self.checkSourceZones(of: clients, in: workspace)
    }

    /// Refuses two clients reading one tracker file in different source time zones: its local
    /// times would be two different instants, and time billed to both would go unseen.
    private static func checkSourceZones(of clients: [ClientConfig], in workspace: String) throws(QuipuError) {
        var readers: [String: (client: ClientConfig, zone: TimeZone)] = [:]
        for client in clients {
            guard let zone = client.tracker.sourceTimeZone else { continue }
            let file = inputIdentity(path(client.state, in: workspace))
            if let first = readers[file], first.zone != zone {
                throw QuipuError(.usage, "\(client.place).sourceTimeZone: \(zone.identifier), but \(first.client.place) reads \(client.state) in "
                    + "\(first.zone.identifier); expected one source time zone per tracker file")
            }
            readers[file] = readers[file] ?? (client, zone)
        }
    }

    /// Quipu.yml's one rule for paths: `written` relative to `folder`, unless it is absolute.
    static func path(_ written: String, in folder: String) -> String {
        written.hasPrefix("/") || folder == "." ? written : folder + "/" + written
    }

    /// `written` relative to the config's folder (output and templates folders).
    func path(_ written: String) -> String { Self.path(written, in: directory) }

    /// `written` relative to the workspace folder (the apps' files).
    func pathInWorkspace(_ written: String) -> String { Self.path(written, in: workspaceDirectory) }

    /// The shared options the config gives every report: its time zone, week start, output and
    /// templates folders.
    func defaults<Format>() -> ReportOptions<Format> {
        ReportOptions(timeZone: timeZone, weekStart: weekStart, outputDirectory: outputDirectory, templatesDirectory: templatesDirectory, paper: paper, locale: locale,
                      csvLocale: csvLocale)
    }

    /// The client named `key`.
    package func client(_ key: String) -> ClientConfig? { clients.first { $0.key == key } }

    /// `; did you mean "acme"?` when a client's name is near `name`, else nothing: for the
    /// message about a client `name` that is not under `clients:`.
    package func nearestClient(to name: String) -> String {
        nearestName(to: name, among: clients.map(\.key)).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The requests of one kind, in the file's order.
    package func requests<Request: ReportRequest>(of _: Request.Type) -> [Request] {
        requests.compactMap { $0 as? Request }
    }

    /// Every report the config asks for, resolved, in the order of `requests`.
    package func reports(in environment: RunEnvironment) throws(QuipuError) -> [any Report] {
        let context = ResolutionContext(workspace: self, environment: environment)
        var reports: [any Report] = []
        for request in requests { reports.append(placed(try request.resolve(in: context))) }
        return reports
    }
}

/// YAML text to a node tree, with Quipu's messages for what Yams refuses.
enum YAMLText {
    /// The root node of `text` (an empty mapping for an empty file).
    static func compose(_ text: String, path: String) throws(QuipuError) -> Node {
        do {
            return try Yams.compose(yaml: text) ?? Node.mapping(Node.Mapping([]))
        } catch let YamlError.duplicatedKeysInMapping(duplicates, context) {
            throw duplicateKey(duplicates.first ?? "", at: context.mark, in: text, path: path)
        } catch {
            // Yams says where on its first line, why on its second, then quotes the source.
            let lines = "\(error)".split(separator: "\n").prefix(2).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ": ")) }
            throw QuipuError(.usage, "\(path): not valid YAML: " + lines.joined(separator: ": "))
        }
    }

    /// A key written twice in one mapping, named by its line and key path. Yams says only where the
    /// first of the two stands; the key path is found by composing the text again with that key
    /// renamed to a marker, and finding the marker in the tree.
    private static func duplicateKey(_ key: String, at mark: Mark, in text: String, path: String) -> QuipuError {
        let expected = "expected each key once in a mapping"
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let marker = "quipu-duplicate-key-marker-"
        guard mark.line >= 1, mark.line <= lines.count, mark.column >= 1, mark.column <= lines[mark.line - 1].count + 1 else {
            return QuipuError(.usage, "\(path): \(key): written twice; \(expected)")
        }
        lines[mark.line - 1].insert(contentsOf: marker.unicodeScalars, at: mark.column - 1)
        let renamed = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        guard let root = try? Yams.compose(yaml: renamed), let found = find(marker, in: root, at: "") else {
            return QuipuError(.usage, "\(path): line \(mark.line): \(key): written twice; \(expected)")
        }
        let again = found.siblings.first { $0.key.string == key && $0.key.mark?.line != nil }?.key.mark?.line
        let keyPath = found.parentPath.isEmpty ? key : "\(found.parentPath).\(key)"
        return QuipuError(.usage, "\(path): line \(mark.line): \(keyPath): written twice\(again.map { " (also on line \($0))" } ?? ""); \(expected)")
    }

    /// The mapping holding a key that starts with `marker`, and that mapping's key path.
    private static func find(_ marker: String, in node: Node, at path: String) -> (parentPath: String, siblings: [(key: Node, value: Node)])? {
        if let mapping = node.mapping {
            let pairs = mapping.map { (key: $0.key, value: $0.value) }
            if pairs.contains(where: { $0.key.string?.hasPrefix(marker) == true }) { return (path, pairs) }
            for pair in pairs {
                let key = pair.key.string ?? "?"
                if let found = find(marker, in: pair.value, at: path.isEmpty ? key : "\(path).\(key)") { return found }
            }
        } else if let sequence = node.sequence {
            for (index, element) in sequence.enumerated() {
                if let found = find(marker, in: element, at: "\(path)[\(index)]") { return found }
            }
        }
        return nil
    }
}
