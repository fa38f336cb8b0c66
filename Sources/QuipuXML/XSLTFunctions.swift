import CLibXML2
import CLibXSLT

/// Functions of one namespace that a stylesheet may call in XPath (`l:money(@net, @currency)`),
/// written in Swift: each takes its arguments as strings (XPath's `string()` of each) and returns
/// a string. What a function throws stops the transformation with its message, naming the
/// stylesheet's line.
package struct XSLTFunctions: Sendable {
    /// One function: its arguments, as strings, to its result.
    package typealias Function = @Sendable ([String]) throws(XMLError) -> String

    /// The namespace URI the stylesheet binds a prefix to.
    package let namespace: String
    /// The functions, by local name.
    package let functions: [String: Function]

    package init(namespace: String, functions: [String: Function]) {
        self.namespace = namespace
        self.functions = functions
    }

    /// Makes every function callable in `context`'s XPath expressions.
    func register(in context: xsltTransformContextPtr) {
        for name in functions.keys {
            xsltRegisterExtFunction(context, name, namespace, callExtensionFunction)
        }
    }
}

/// libxslt's entry point for every function of `XSLTFunctions`: finds the function by the name
/// XPath is calling, in the `TransformState` of the running transformation, pops its arguments
/// as strings and pushes its result.
private func callExtensionFunction(_ parser: xmlXPathParserContextPtr?, _ count: Int32) {
    guard let parser, let xpath = parser.pointee.context, let namePointer = xpath.pointee.function,
          let transform = xsltXPathGetTransformContext(parser), let state = transform.pointee._private else { return }
    let name = String(cString: namePointer)
    guard let function = Unmanaged<TransformState>.fromOpaque(state).takeUnretainedValue().functions?.functions[name] else {
        clx_xslt_function_failed(parser, "no extension function \(name)")
        return
    }
    var arguments = [String](repeating: "", count: Int(max(0, count)))
    for index in arguments.indices.reversed() {
        guard let text = xmlXPathPopString(parser) else {
            clx_xslt_function_failed(parser, "\(name)(): argument \(index + 1) is not a string")
            return
        }
        arguments[index] = String(cString: text)
        clx_free(text)
    }
    do throws(XMLError) {
        clx_xpath_return_string(parser, try function(arguments))
    } catch {
        clx_xslt_function_failed(parser, error.message)
    }
}
