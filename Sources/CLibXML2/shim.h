#ifndef CLIBXML2_SHIM_H
#define CLIBXML2_SHIM_H
/* Debian builds libxml2 with ICU, so <libxml/encoding.h> pulls in the system ICU headers,
 * whose UErrorCode clashes with the copy Foundation ships as _FoundationICU: a clean debug
 * build of any module importing both fails. Only private trailing fields of
 * xmlCharEncodingHandler depend on ICU, and Swift never allocates that struct. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlsave.h>
#include <libxml/xmlwriter.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>

/* xmlFree is a mutable C global (a function pointer), which Swift 6 rejects. */
static inline void clx_free(void *pointer) { xmlFree(pointer); }
#endif
