import CLibXML2
import CLibXSLT
import Foundation

/// A compiled XSLT 1.0 stylesheet, run locked down: it cannot write files, create directories or
/// use the network, and `document()` reads only files inside the stylesheet's own folder.
public final class XSLTStylesheet {
    private let stylesheet: xsltStylesheetPtr
    /// The folder whose files `document()` may read, as a C string kept for the security check.
    private let allowedDirectory: UnsafeMutablePointer<CChar>

    /// Compiles the stylesheet at `path`. Its `xsl:include`s and `document()` calls may read files
    /// under `allowedDirectory` only.
    public init(path: String, allowedDirectory: String) throws(XMLError) {
        let collector = MessageCollector()
        var box = collector.sinkBox
        guard let document = xmlReadFile(path, nil, untrustedParseOptions) else {
            throw XMLError("\(path): the stylesheet is missing or is not well-formed XML")
        }
        XSLTStylesheet.installDefaultSecurity()
        // libxslt reports compile errors through a process-wide handler: one compile at a time.
        XSLTStylesheet.compileLock.lock()
        let compiled = withUnsafeMutablePointer(to: &box) { boxPointer in
            clx_xslt_set_generic_error_sink(boxPointer)
            defer { xsltSetGenericErrorFunc(nil, nil) }
            return withExtendedLifetime(collector) { xsltParseStylesheetDoc(document) }
        }
        XSLTStylesheet.compileLock.unlock()
        guard let compiled, compiled.pointee.errors == 0 else {
            if let compiled { xsltFreeStylesheet(compiled) } else { xmlFreeDoc(document) }
            throw XMLError("\(path): invalid stylesheet: " + collector.messages.joined(separator: "; "))
        }
        stylesheet = compiled
        let directory = allowedDirectory.hasSuffix("/") ? allowedDirectory : allowedDirectory + "/"
        self.allowedDirectory = strdup(directory)
    }

    deinit {
        xsltFreeStylesheet(stylesheet)
        free(allowedDirectory)
    }

    /// Transforms `document` and returns the result serialized as `<xsl:output>` says.
    /// `parameters` are passed as XSLT string parameters.
    public func apply(to document: XMLDocument, parameters: [String: String] = [:]) throws(XMLError) -> [UInt8] {
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
