#ifndef CLIBXSLT_SHIM_H
#define CLIBXSLT_SHIM_H
/* See CLibXML2/shim.h for why ICU is switched off here. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <stdarg.h>
#include <stdio.h>
#include <libxslt/xslt.h>
#include <libxslt/xsltInternals.h>
#include <libxslt/transform.h>
#include <libxslt/xsltutils.h>
#include <libxslt/security.h>
#include <libxslt/documents.h>
#include <libxslt/extensions.h>
#include <libxml/xpathInternals.h>

/* libxslt reports errors through a variadic callback, which Swift cannot implement.
 * This trampoline formats the message and hands it to a plain C function pointer. */
typedef void (*clx_message_sink)(void *user_data, const char *message);
typedef struct { clx_message_sink sink; void *user_data; } clx_sink_box;

static void clx_variadic_trampoline(void *context, const char *message, ...) {
    clx_sink_box *box = (clx_sink_box *)context;
    char buffer[2048];
    va_list arguments;
    va_start(arguments, message);
    vsnprintf(buffer, sizeof buffer, message, arguments);
    va_end(arguments);
    if (box && box->sink) box->sink(box->user_data, buffer);
}

static inline void clx_xslt_set_error_sink(xsltTransformContextPtr context, clx_sink_box *box) {
    xsltSetTransformErrorFunc(context, box, clx_variadic_trampoline);
}

static inline void clx_xslt_set_generic_error_sink(clx_sink_box *box) {
    xsltSetGenericErrorFunc(box, clx_variadic_trampoline);
}

/* libxml2's own generic error handler (per thread), which is variadic too. */
static inline void clx_xml_set_generic_error_sink(clx_sink_box *box) {
    xmlSetGenericErrorFunc(box, clx_variadic_trampoline);
}

/* An extension function's result: pushes a copy of `text` on the XPath stack. libxml2 2.14
 * renamed valuePush. */
static inline void clx_xpath_return_string(xmlXPathParserContextPtr parser, const char *text) {
#if LIBXML_VERSION >= 21400
    xmlXPathValuePush(parser, xmlXPathNewString((const xmlChar *)text));
#else
    valuePush(parser, xmlXPathNewString((const xmlChar *)text));
#endif
}

/* Reports an extension function's failure as an error of the instruction that called it,
 * and stops the transformation (xsltTransformError is variadic, which Swift cannot call); the
 * call's value is the empty string, which nothing reads. */
static inline void clx_xslt_function_failed(xmlXPathParserContextPtr parser, const char *message) {
    xsltTransformContextPtr transform = xsltXPathGetTransformContext(parser);
    xsltTransformError(transform, NULL, transform ? transform->inst : NULL, "%s\n", message);
    if (transform) transform->state = XSLT_STATE_STOPPED;
    clx_xpath_return_string(parser, "");
}

#endif
