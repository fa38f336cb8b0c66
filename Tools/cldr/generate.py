#!/usr/bin/env python3
"""Writes Sources/QuipuCore/Locale/CLDRTables.swift, Quipu's locale tables, from the CLDR data that
PyPI's babel ships, pinned to one version (requirements.txt beside this script):

    python3 -m pip install -r Tools/cldr/requirements.txt
    python3 Tools/cldr/generate.py > Sources/QuipuCore/Locale/CLDRTables.swift

No build step or test runs this script: the generated file is committed, so Quipu's output never
depends on the machine's ICU or babel. Running it again with the pinned babel gives the same bytes.
"""
import sys

import babel
from babel import Locale
from babel.core import get_cldr_version

BABEL_VERSION = "2.18.0"

# The locales Quipu formats in (BCP 47), each with the name of its table.
LOCALES = [
    ("de-DE", "germanGermany"), ("de-CH", "germanSwitzerland"), ("fr-FR", "frenchFrance"),
    ("fr-CH", "frenchSwitzerland"), ("nl-NL", "dutchNetherlands"), ("en-GB", "englishUnitedKingdom"),
    ("en-US", "englishUnitedStates"), ("es-ES", "spanishSpain"), ("it-IT", "italianItaly"),
]
CURRENCIES = ["CHF", "EUR", "GBP", "JPY", "USD"]
COUNTRIES = ["AT", "BE", "CH", "DE", "ES", "FR", "GB", "IT", "LU", "NL", "US"]

# babel does not import CLDR's <minimumGroupingDigits>: a number is grouped only when its integer
# part has at least this many digits more than one group. CLDR 47's common/main/<language>.xml
# gives 2 for Spanish ("1234,56", "12.345,67") and 1 (the root's) for the other languages here.
MINIMUM_GROUPING_DIGITS = {"es": 2}

# Nor CLDR's <currencySpacing> (the root's, which none of these locales changes): a currency symbol
# whose character beside the number is no symbol (a letter, as in "CHF") is set off from a digit by
# this string when the pattern puts them together: "CHF 1,090.84" in en-GB.
CURRENCY_SPACING = "\u00a0"


def swift_string(text):
    out = []
    for character in text:
        if character in "\\\"":
            out.append("\\" + character)
        elif ord(character) < 0x20 or ord(character) > 0x7e:
            out.append("\\u{%04X}" % ord(character))
        else:
            out.append(character)
    return '"' + "".join(out) + '"'


def affixes(subpattern):
    """The text before and after the digits of one number subpattern (`¤ #,##0.00`)."""
    start = min(subpattern.index(c) for c in "#0" if c in subpattern)
    end = max(subpattern.rindex(c) for c in "#0" if c in subpattern) + 1
    return subpattern[:start], subpattern[end:]


def grouping_size(pattern):
    digits = pattern.split(";")[0]
    integer = digits.split(".")[0].strip("¤\u00a0 -")
    groups = integer.split(",")
    if len(groups) < 2:
        raise SystemExit(f"{pattern!r}: no grouping, which Quipu's formatter does not do")
    sizes = {len(g) for g in groups[1:]}
    if len(sizes) != 1:
        raise SystemExit(f"{pattern!r}: primary and secondary grouping differ, which Quipu's formatter does not do")
    return sizes.pop()


def currency_pattern(pattern):
    positive, _, negative = pattern.partition(";")
    prefix, suffix = affixes(positive)
    if negative:
        negative_prefix, negative_suffix = affixes(negative)
    else:
        negative_prefix, negative_suffix = "-" + prefix, suffix
    return (f"CurrencyPattern(positivePrefix: {swift_string(prefix)}, positiveSuffix: {swift_string(suffix)}, "
            f"negativePrefix: {swift_string(negative_prefix)}, negativeSuffix: {swift_string(negative_suffix)})")


def date_pattern(pattern):
    """The pattern as a list of `DatePatternPart`s."""
    parts, i = [], 0
    literal = ""
    while i < len(pattern):
        character = pattern[i]
        if character == "'":
            end = pattern.index("'", i + 1)
            literal += pattern[i + 1:end] if end > i + 1 else "'"
            i = end + 1
            continue
        if character.isalpha():
            width = 1
            while i + width < len(pattern) and pattern[i + width] == character:
                width += 1
            if literal:
                parts.append(f".literal({swift_string(literal)})")
                literal = ""
            if character == "d":
                parts.append(f".day(digits: {width})")
            elif character in "ML" and width <= 2:
                parts.append(f".monthNumber(digits: {width})")
            elif character in "ML" and width == 3:
                parts.append(".monthName(.abbreviated)")
            elif character in "ML" and width == 4:
                parts.append(".monthName(.wide)")
            elif character == "y" and width != 2:
                parts.append(f".year(digits: {width})")
            elif character == "E" and width <= 3:
                parts.append(".weekdayName(.abbreviated)")
            elif character == "E" and width == 4:
                parts.append(".weekdayName(.wide)")
            else:
                raise SystemExit(f"{pattern!r}: the field {character * width} is not one Quipu formats")
            i += width
            continue
        literal += character
        i += 1
    if literal:
        parts.append(f".literal({swift_string(literal)})")
    return "[" + ", ".join(parts) + "]"


def names(values):
    return "[" + ", ".join(swift_string(v) for v in values) + "]"


def table(tag, name):
    locale = Locale.parse(tag.replace("-", "_"))
    symbols = locale.number_symbols["latn"]
    decimal_pattern = locale.decimal_formats[None].pattern
    currency = locale.currency_formats["standard"].pattern
    if grouping_size(currency) != grouping_size(decimal_pattern):
        raise SystemExit(f"{tag}: numbers and amounts are grouped differently")
    months, days = locale.months["format"], locale.days["format"]
    currency_symbols = ", ".join(f"{swift_string(c)}: {swift_string(locale.currency_symbols.get(c, c))}" for c in CURRENCIES)
    countries = ", ".join(f"{swift_string(c)}: {swift_string(locale.territories[c])}" for c in COUNTRIES)
    return f"""    /// {tag}: {locale.english_name}.
    static let {name} = LocaleTable(
        decimalSymbol: {swift_string(symbols["decimal"])}, groupingSymbol: {swift_string(symbols["group"])}, minusSign: {swift_string(symbols["minusSign"])},
        groupingSize: {grouping_size(decimal_pattern)}, minimumGroupingDigits: {MINIMUM_GROUPING_DIGITS.get(locale.language, 1)},
        currencyPattern: {currency_pattern(currency)},
        currencySymbols: [{currency_symbols}],
        longDate: {date_pattern(locale.date_formats["long"].pattern)},
        mediumDate: {date_pattern(locale.date_formats["medium"].pattern)},
        monthNames: {names(months["wide"][m] for m in range(1, 13))},
        abbreviatedMonthNames: {names(months["abbreviated"][m] for m in range(1, 13))},
        weekdayNames: {names(days["wide"][d] for d in range(7))},
        abbreviatedWeekdayNames: {names(days["abbreviated"][d] for d in range(7))},
        countryNames: [{countries}]
    )
"""


def main():
    if babel.__version__ != BABEL_VERSION:
        raise SystemExit(f"babel {babel.__version__} is installed; expected {BABEL_VERSION} (pip install -r Tools/cldr/requirements.txt)")
    sys.stdout.write(f"""// Generated by Tools/cldr/generate.py from CLDR {get_cldr_version()} as babel {babel.__version__} ships it. Do not edit:
// change the script and run it again (see docs/locales.md).
//
// Minimum grouping digits (babel leaves them out) from CLDR {get_cldr_version()}'s common/main: {", ".join(f"{k} {v}" for k, v in sorted(MINIMUM_GROUPING_DIGITS.items()))}, all others 1.
// Currency spacing (babel leaves it out): CLDR's root, {swift_string(CURRENCY_SPACING)} between a letter of a symbol and a digit.

/// The CLDR release these tables come from.
let cldrVersion = {swift_string(get_cldr_version())}

/// What CLDR's currency spacing puts between a currency symbol's letter and a digit.
let cldrCurrencySpacing = {swift_string(CURRENCY_SPACING)}

extension LocaleTable {{
""")
    sys.stdout.write("\n".join(table(tag, name) for tag, name in LOCALES))
    sys.stdout.write("}\n")


main()
