#ifndef CQRENCODE_SHIM_H
#define CQRENCODE_SHIM_H
/* libqrencode, which encodes the payment QR code of invoices (QRMatrix in QuipuPDF). */
#include <qrencode.h>
#endif
