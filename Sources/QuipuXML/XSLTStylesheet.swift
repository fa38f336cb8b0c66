import CLibXML2
import CLibXSLT
import Foundation
import Synchronization

/// A compiled XSLT 1.0 stylesheet, run locked down: it cannot write files, create directories or
/// use the network, and reads only the files of its own templates folder.
///
/// Every file a stylesheet reads (the stylesheet, each `xsl:include` and `xsl:import`, each
/// `document()`) is read by Quipu, never by libxml2: only from inside the folder, never through
/// a symbolic link (see `ConfinedFolder`), and parsed without entity expansion, DTD loading or
/// network; a file with a DOCTYPE is refused. Anything libxml2 or libxslt reports while a
/// stylesheet compiles or runs, a warning or an `xsl:message` included, is a failure, and is
/// never printed.
package final class XSLTStylesheet {
    private let stylesheet: xsltStylesheetPtr
    /// What `document()` may read while the stylesheet runs.
    private let documentFiles: TemplateFiles

    /// Compiles the stylesheet at `path`, which must be inside `allowedDirectory`. It and its
    /// `xsl:include`s, `xsl:import`s and `document()` calls read files under `allowedDirectory` only.
    package init(path: String, allowedDirectory: String) throws(XMLError) {
        let directory = allowedDirectory.hasSuffix("/") ? String(allowedDirectory.dropLast()) : allowedDirectory
        guard path.hasPrefix(directory + "/") else { throw XMLError("\(path): refused: the stylesheet is outside the templates folder \(directory)") }
        let folder = try ConfinedFolder(directory)
        let files = TemplateFiles.disk(folder)
        let url = folder.root + "/" + path.dropFirst(directory.count + 1)
        stylesheet = try Self.compile(url, files: files, name: path)
        documentFiles = files
    }

    /// Compiles the stylesheet `name` of `files`, a templates folder held in memory (relative
    /// path → bytes), such as the templates built into a binary. Its `xsl:include`s and
    /// `document()` calls are served from `files` (the label catalogs in `locales/`), never from disk.
    package init(named name: String, in files: [String: [UInt8]]) throws(XMLError) {
        guard let bytes = files[name], !bytes.isEmpty else { throw XMLError("\(name): no such stylesheet") }
        stylesheet = try Self.compile(InMemoryFiles.root + name, files: .memory(files), name: name)
        documentFiles = .memory(files)
    }

    /// Reads, parses and compiles the stylesheet at `url` of `files`; its includes and imports
    /// come from `files` too. `name` is used in error messages.
    private static func compile(_ url: String, files: TemplateFiles, name: String) throws(XMLError) -> xsltStylesheetPtr {
        LibrarySetup.ensure()
        let collector = MessageCollector()
        // libxslt loads includes through one process-wide loader: one compile at a time, its
        // folder in `compilingFiles`.
        compileLock.lock()
        defer { compileLock.unlock() }
        compilingFiles.withLock { $0 = files }
        defer { compilingFiles.withLock { $0 = nil } }
        let result: Result<xsltStylesheetPtr?, XMLError> = LibraryMessages.collecting(into: collector) {
            let document: xmlDocPtr
            do throws(XMLError) {
                document = try parse(files.read(url), url: url, dictionary: nil)
            } catch {
                return .failure(error)
            }
            guard let compiled = xsltParseStylesheetDoc(document) else {
                xmlFreeDoc(document)
                return .success(nil)
            }
            return .success(compiled)
        }
        let compiled = try result.get()
        guard let compiled, compiled.pointee.errors == 0, collector.isEmpty else {
            if let compiled { xsltFreeStylesheet(compiled) }
            throw XMLError(collector.summary(defaultFile: name, expected: "a valid XSLT 1.0 stylesheet"))
        }
        return compiled
    }

    /// Parses `bytes` read from `url` as a template file: no entities, no DTD, no network, no
    /// DOCTYPE at all. `dictionary` is the stylesheet's, which an included stylesheet must share.
    fileprivate static func parse(_ bytes: [UInt8], url: String, dictionary: xmlDictPtr?) throws(XMLError) -> xmlDocPtr {
        guard !bytes.isEmpty else { throw XMLError("\(displayName(url)): line 1: empty file; expected an XML document") }
        guard let context = xmlNewParserCtxt() else { throw XMLError("\(displayName(url)): out of memory") }
        defer { xmlFreeParserCtxt(context) }
        if let dictionary {
            if let own = context.pointee.dict { xmlDictFree(own) }
            context.pointee.dict = dictionary
            xmlDictReference(dictionary)
        }
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlCtxtReadMemory(context, $0, Int32(buffer.count), url, nil, untrustedParseOptions)
            }
        }
        guard let document, context.pointee.wellFormed != 0 else {
            if let document { xmlFreeDoc(document) }
            let error = xmlCtxtGetLastError(context)
            let line = error.map { Int($0.pointee.line) } ?? 0
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0).trimmingTrailingNewlines() } } ?? "not well-formed"
            throw XMLError("\(displayName(url)): line \(line): \(message); expected well-formed XML")
        }
        if document.pointee.intSubset != nil || document.pointee.extSubset != nil {
            xmlFreeDoc(document)
            throw XMLError("\(displayName(url)): refused: a DOCTYPE; expected a template file without DTD or entity declarations")
        }
        return document
    }

    /// `url` as the user knows it: a built-in file by its name in the templates folder.
    fileprivate static func displayName(_ url: String) -> String {
        url.hasPrefix(InMemoryFiles.root) ? String(url.dropFirst(InMemoryFiles.root.count)) : url
    }

    deinit { xsltFreeStylesheet(stylesheet) }

    /// Transforms `document` and returns the result serialized as `<xsl:output>` says.
    /// `parameters` are passed as XSLT string parameters, following `XMLText`'s rule; the
    /// stylesheet may call `functions` as XPath extension functions.
    package func apply(to document: LibXMLDocument, parameters: [String: String] = [:],
                       functions: XSLTFunctions? = nil) throws(XMLError) -> [UInt8] {
        LibrarySetup.ensure()
        let collector = MessageCollector()
        guard let context = xsltNewTransformContext(stylesheet, document.pointer),
              let preferences = xsltNewSecurityPrefs() else { throw XMLError("XSLT: out of memory") }
        defer {
            xsltFreeTransformContext(context)
            xsltFreeSecurityPrefs(preferences)
        }
        forbidWrites(preferences)
        xsltSetCtxtSecurityPrefs(preferences, context)
        xsltSetCtxtParseOptions(context, untrustedParseOptions)
        let state = TransformState(files: documentFiles, functions: functions)
        context.pointee._private = Unmanaged.passUnretained(state).toOpaque()
        clx_xslt_set_error_sink(context, LibraryMessages.threadSink)
        functions?.register(in: context)

        let quoted = parameters.sorted { $0.key < $1.key }.flatMap { [$0.key, XSLTStylesheet.quoted(XMLText.replacingDisallowedCharacters($0.value))] }
        let result: xmlDocPtr? = withExtendedLifetime(state) {
            LibraryMessages.collecting(into: collector) {
                withCStringArray(quoted) { parameterArray in
                    xsltApplyStylesheetUser(stylesheet, document.pointer, parameterArray, nil, nil, context)
                }
            }
        }
        let name = stylesheet.pointee.doc.flatMap { $0.pointee.URL.map { Self.displayName(String(cString: $0)) } } ?? "the stylesheet"
        guard let result, context.pointee.state != XSLT_STATE_STOPPED, context.pointee.state != XSLT_STATE_ERROR, collector.isEmpty else {
            if let result { xmlFreeDoc(result) }
            throw XMLError(collector.summary(defaultFile: name, expected: "a stylesheet that runs without errors, messages or output files"))
        }
        defer { xmlFreeDoc(result) }
        var bytes: UnsafeMutablePointer<xmlChar>?
        var length: Int32 = 0
        guard xsltSaveResultToString(&bytes, &length, result, stylesheet) == 0 else { throw XMLError("\(name): cannot serialize the result") }
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

    private static let compileLock = NSLock()
    /// The files the stylesheet being compiled may include, read by the loader.
    fileprivate static let compilingFiles = Mutex<TemplateFiles?>(nil)
}

/// Forbids every write. Reads are left to the loader (`loadTemplateFile`), which refuses every
/// URL but a file inside the templates folder, network ones included, with a message that says so.
private func forbidWrites(_ preferences: xsltSecurityPrefsPtr) {
    for option in [XSLT_SECPREF_WRITE_FILE, XSLT_SECPREF_CREATE_DIRECTORY, XSLT_SECPREF_WRITE_NETWORK] {
        xsltSetSecurityPrefs(preferences, option, xsltSecurityForbid)
    }
}

/// Where a stylesheet's files come from.
enum TemplateFiles: Sendable {
    /// A folder on disk.
    case disk(ConfinedFolder)
    /// A folder held in memory, by relative path, reached under `InMemoryFiles.root`.
    case memory([String: [UInt8]])
    /// Nowhere: every read is refused.
    case none

    /// The bytes of the file `reference` (a path or URL as libxslt resolved it) names.
    func read(_ reference: String) throws(XMLError) -> [UInt8] {
        switch self {
        case let .disk(folder):
            return try folder.read(reference)
        case let .memory(files):
            let name = reference.hasPrefix(InMemoryFiles.root) ? String(reference.dropFirst(InMemoryFiles.root.count)) : nil
            guard let name, !name.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }), let bytes = files[name] else {
                throw XMLError("\(reference): refused: built-in templates read only each other; expected the name of a built-in template")
            }
            return bytes
        case .none:
            throw XMLError("\(XSLTStylesheet.displayName(reference)): refused: this stylesheet may read no file; expected no document() call")
        }
    }
}

/// What one run of a stylesheet reads besides its input, in a class so that the transform
/// context's `_private` pointer can name it: the files `document()` may read, and the extension
/// functions.
final class TransformState {
    let files: TemplateFiles
    let functions: XSLTFunctions?

    init(files: TemplateFiles, functions: XSLTFunctions?) {
        self.files = files
        self.functions = functions
    }
}

/// The reserved path the built-in templates are reached under while they compile.
enum InMemoryFiles {
    static let root = "/.quipu-in-memory/"
}

/// The process-wide settings of libxml2 and libxslt Quipu relies on, made once before any
/// stylesheet or schema is used.
enum LibrarySetup {
    private static let done: Void = {
        _ = LibraryMessages.threadSink
        // No document, DTD, entity or schema is loaded by libxml2 itself: every file is read by
        // Quipu and parsed from memory; only `trustingFileLoads` lets libxml2 read files.
        originalEntityLoader = xmlGetExternalEntityLoader()
        xmlSetExternalEntityLoader { url, id, context in
            guard pthread_getspecific(LibrarySetup.trustedLoadsKey) != nil else { return nil }
            return LibrarySetup.originalEntityLoader?(url, id, context)
        }
        // `xsl:include` and `xsl:import` consult only the process-wide security preferences, and
        // every read goes through the loader.
        let preferences = xsltNewSecurityPrefs()!
        forbidWrites(preferences)
        xsltSetDefaultSecurityPrefs(preferences)
        xsltSetLoaderFunc(loadTemplateFile)
    }()

    static func ensure() { _ = done }

    nonisolated(unsafe) private static var originalEntityLoader: xmlExternalEntityLoader?
    private static let trustedLoadsKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` with libxml2 allowed to read files (without network) on this thread: only for
    /// files Quipu trusts, such as a schema a test names and the schemas it imports.
    static func trustingFileLoads<Result>(_ body: () -> Result) -> Result {
        ensure()
        pthread_setspecific(trustedLoadsKey, UnsafeRawPointer(bitPattern: 1))
        defer { pthread_setspecific(trustedLoadsKey, nil) }
        return body()
    }
}

/// libxslt's loader for every include, import and `document()`: reads through the stylesheet's
/// `TemplateFiles`, parses as a template file, and records a refusal as the failure's cause.
private func loadTemplateFile(_ uri: UnsafePointer<xmlChar>?, _ dictionary: xmlDictPtr?, _: Int32, _ context: UnsafeMutableRawPointer?,
                              _ type: xsltLoadType) -> xmlDocPtr? {
    guard let uri else { return nil }
    let reference = String(cString: uri)
    let files: TemplateFiles
    var asker: (file: String, line: Int)?
    if type == XSLT_LOAD_DOCUMENT {
        let transform = context?.assumingMemoryBound(to: xsltTransformContext.self)
        files = transform?.pointee._private.map { Unmanaged<TransformState>.fromOpaque($0).takeUnretainedValue().files } ?? .none
        // The instruction whose `document()` asks for the file, in its stylesheet.
        if let instruction = transform?.pointee.inst, let url = instruction.pointee.doc?.pointee.URL {
            asker = (String(cString: url), Int(xmlGetLineNo(instruction)))
        }
    } else {
        files = XSLTStylesheet.compilingFiles.withLock { $0 } ?? .none
    }
    do throws(XMLError) {
        return try XSLTStylesheet.parse(files.read(reference), url: reference, dictionary: dictionary)
    } catch {
        if let collector = LibraryMessages.current, collector.refusal == nil {
            collector.refusal = error.message
            collector.refusalPlace = asker.flatMap { $0.line > 0 ? $0 : nil }
        }
        return nil
    }
}

private func withCStringArray<Result>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let duplicates = strings.map { UnsafePointer(strdup($0)) }
    defer { duplicates.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
    var array = duplicates + [nil]
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
