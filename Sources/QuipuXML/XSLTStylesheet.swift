import CLibXML2
import CLibXSLT
import Foundation
import Synchronization

/// A compiled XSLT 1.0 stylesheet, run locked down: it cannot write files, create directories or
/// use the network, and `document()` reads only files inside the stylesheet's own folder.
public final class XSLTStylesheet {
    private let stylesheet: xsltStylesheetPtr
    /// The folder whose files `document()` may read, as a C string kept for the security check.
    private let allowedDirectory: UnsafeMutablePointer<CChar>

    /// Compiles the stylesheet at `path`. Its `xsl:include`s and `document()` calls may read files
    /// under `allowedDirectory` only.
    public init(path: String, allowedDirectory: String) throws(XMLError) {
        guard let document = xmlReadFile(path, nil, untrustedParseOptions) else {
            throw XMLError("\(path): the stylesheet is missing or is not well-formed XML")
        }
        stylesheet = try Self.compile(document, name: path, inMemory: false)
        let directory = allowedDirectory.hasSuffix("/") ? allowedDirectory : allowedDirectory + "/"
        self.allowedDirectory = strdup(directory)
    }

    /// Compiles the stylesheet `name` of `files`, a templates folder held in memory (relative
    /// path → bytes), such as the templates built into a binary. Its `xsl:include`s are served
    /// from `files`, never from disk; `document()` reads nothing.
    public init(named name: String, in files: [String: [UInt8]]) throws(XMLError) {
        guard let bytes = files[name], !bytes.isEmpty else { throw XMLError("\(name): no such stylesheet") }
        let folder = InMemoryFolders.register(files)
        defer { InMemoryFolders.unregister(folder) }
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                clx_read_memory_with_dict($0, Int32(buffer.count), folder + name, nil, untrustedParseOptions)
            }
        }
        guard let document else { throw XMLError("\(name): the stylesheet is not well-formed XML") }
        stylesheet = try Self.compile(document, name: name, inMemory: true)
        allowedDirectory = strdup(folder)
    }

    /// Compiles a parsed stylesheet document, which the stylesheet then owns. The includes of an
    /// `inMemory` stylesheet are served from its folder in memory only.
    private static func compile(_ document: xmlDocPtr, name: String, inMemory: Bool) throws(XMLError) -> xsltStylesheetPtr {
        let collector = MessageCollector()
        var box = collector.sinkBox
        installDefaultSecurity()
        // libxslt reports compile errors through a process-wide handler: one compile at a time.
        compileLock.lock()
        InMemoryFolders.includesConfined.withLock { $0 = inMemory }
        let compiled = withUnsafeMutablePointer(to: &box) { boxPointer in
            clx_xslt_set_generic_error_sink(boxPointer)
            defer { xsltSetGenericErrorFunc(nil, nil) }
            return withExtendedLifetime(collector) { xsltParseStylesheetDoc(document) }
        }
        InMemoryFolders.includesConfined.withLock { $0 = false }
        compileLock.unlock()
        guard let compiled, compiled.pointee.errors == 0 else {
            if let compiled { xsltFreeStylesheet(compiled) } else { xmlFreeDoc(document) }
            throw XMLError("\(name): invalid stylesheet: " + collector.messages.joined(separator: "; "))
        }
        return compiled
    }

    deinit {
        xsltFreeStylesheet(stylesheet)
        free(allowedDirectory)
    }

    /// Transforms `document` and returns the result serialized as `<xsl:output>` says.
    /// `parameters` are passed as XSLT string parameters.
    public func apply(to document: LibXMLDocument, parameters: [String: String] = [:]) throws(XMLError) -> [UInt8] {
        let collector = MessageCollector()
        guard let context = xsltNewTransformContext(stylesheet, document.pointer),
              let preferences = xsltNewSecurityPrefs() else { throw XMLError("XSLT: out of memory") }
        defer {
            xsltFreeTransformContext(context)
            xsltFreeSecurityPrefs(preferences)
        }
        XSLTStylesheet.forbidWritesAndNetwork(preferences)
        xsltSetSecurityPrefs(preferences, XSLT_SECPREF_READ_FILE, readOnlyInsideAllowedDirectory)
        xsltSetCtxtSecurityPrefs(preferences, context)
        xsltSetCtxtParseOptions(context, untrustedParseOptions)
        context.pointee._private = UnsafeMutableRawPointer(allowedDirectory)

        var box = collector.sinkBox
        let quoted = parameters.sorted { $0.key < $1.key }.flatMap { [$0.key, XSLTStylesheet.quoted($0.value)] }
        let result: xmlDocPtr? = withUnsafeMutablePointer(to: &box) { boxPointer in
            clx_xslt_set_error_sink(context, boxPointer)
            return withCStringArray(quoted) { parameterArray in
                withExtendedLifetime(collector) {
                    xsltApplyStylesheetUser(stylesheet, document.pointer, parameterArray, nil, nil, context)
                }
            }
        }
        guard let result, context.pointee.state != XSLT_STATE_STOPPED, context.pointee.state != XSLT_STATE_ERROR else {
            if let result { xmlFreeDoc(result) }
            throw XMLError("XSLT failed: " + (collector.messages.isEmpty ? "no result" : collector.messages.joined(separator: "; ")))
        }
        defer { xmlFreeDoc(result) }
        var bytes: UnsafeMutablePointer<xmlChar>?
        var length: Int32 = 0
        guard xsltSaveResultToString(&bytes, &length, result, stylesheet) == 0 else { throw XMLError("XSLT: cannot serialize the result") }
        defer { clx_free(bytes) }
        guard let bytes else { return [] }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(length)))
    }

    /// An XPath string literal for `value` (XSLT parameters are expressions).
    private static func quoted(_ value: String) -> String {
        if !value.contains("'") { return "'\(value)'" }
        if !value.contains("\"") { return "\"\(value)\"" }
        let pieces = value.split(separator: "'", omittingEmptySubsequences: false).map { "'\($0)'" }
        return "concat(" + pieces.joined(separator: ", \"'\", ") + ")"
    }

    private static func forbidWritesAndNetwork(_ preferences: xsltSecurityPrefsPtr) {
        for option in [XSLT_SECPREF_WRITE_FILE, XSLT_SECPREF_CREATE_DIRECTORY, XSLT_SECPREF_READ_NETWORK, XSLT_SECPREF_WRITE_NETWORK] {
            xsltSetSecurityPrefs(preferences, option, xsltSecurityForbid)
        }
    }

    /// `xsl:include` and `xsl:import` consult only the process-wide preferences: forbid writes
    /// and network there too, once.
    private static let defaultSecurity: Void = {
        let preferences = xsltNewSecurityPrefs()!
        forbidWritesAndNetwork(preferences)
        xsltSetDefaultSecurityPrefs(preferences)
        InMemoryFolders.installLoader()
    }()

    private static func installDefaultSecurity() { _ = defaultSecurity }

    private static let compileLock = NSLock()
}

/// Allows reading a file only when its path lies inside the folder stored in the transform
/// context's `_private` field, with no `..` step.
private func readOnlyInsideAllowedDirectory(_: xsltSecurityPrefsPtr?, _ context: xsltTransformContextPtr?, _ value: UnsafePointer<CChar>?) -> Int32 {
    guard let value, let allowed = context?.pointee._private else { return 0 }
    var path = String(cString: value)
    if path.hasPrefix("file://") { path.removeFirst("file://".count) }
    let directory = String(cString: allowed.assumingMemoryBound(to: CChar.self))
    guard path.hasPrefix(directory), !path.split(separator: "/").contains("..") else { return 0 }
    return 1
}

private func withCStringArray<Result>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let duplicates = strings.map { UnsafePointer(strdup($0)) }
    defer { duplicates.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
    var array = duplicates + [nil]
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}

/// Templates folders held in memory while a stylesheet of theirs compiles. Each gets a path of
/// its own under a reserved root (`/.quipu-in-memory/ID/`), so that libxslt resolves includes
/// beside the stylesheet and checks them as file reads; a loader installed in front of
/// libxslt's serves every path under that root from memory, and never from disk.
enum InMemoryFolders {
    static let root = "/.quipu-in-memory/"
    private static let folders = Mutex<[String: [String: [UInt8]]]>([:])
    /// Set while an in-memory stylesheet compiles (compiles take turns): its includes may not
    /// leave memory for the disk.
    static let includesConfined = Mutex(false)
    /// libxslt's loader as it was before ours, for every other path.
    private static let originalLoader = clx_xslt_current_loader()

    /// Makes `files` readable under a new folder path, which it returns (ending in `/`).
    static func register(_ files: [String: [UInt8]]) -> String {
        let folder = root + UUID().uuidString + "/"
        folders.withLock { $0[folder] = files }
        return folder
    }

    static func unregister(_ folder: String) {
        _ = folders.withLock { $0.removeValue(forKey: folder) }
    }

    static func installLoader() {
        _ = originalLoader
        xsltSetLoaderFunc { uri, dictionary, options, context, type in
            guard let uri else { return nil }
            let path = String(cString: uri)
            guard path.hasPrefix(InMemoryFolders.root) else {
                if type == XSLT_LOAD_STYLESHEET, InMemoryFolders.includesConfined.withLock({ $0 }) { return nil }
                return InMemoryFolders.originalLoader?(uri, dictionary, options, context, type)
            }
            return InMemoryFolders.read(path, dictionary: dictionary, options: options)
        }
    }

    /// The document at `path` inside a registered folder; `nil` when there is none, or it is
    /// not well-formed, or the path leaves its folder.
    private static func read(_ path: String, dictionary: xmlDictPtr?, options: Int32) -> xmlDocPtr? {
        let afterRoot = path.dropFirst(root.count)
        guard let slash = afterRoot.firstIndex(of: "/") else { return nil }
        let folder = root + afterRoot[..<slash] + "/"
        let name = String(afterRoot[afterRoot.index(after: slash)...])
        guard !name.split(separator: "/").contains(".."),
              let bytes = folders.withLock({ $0[folder]?[name] }), !bytes.isEmpty else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                clx_read_memory_with_dict($0, Int32(buffer.count), path, dictionary, options)
            }
        }
    }
}
