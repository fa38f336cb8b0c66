import Foundation

extension Ledger {
    /// The ledger as an hledger journal: a `commodity` directive per currency (its minor-unit
    /// decimals; `0.` for a currency without, as hledger needs a decimal mark there), an `account` directive per account, then the transactions, each with the
    /// document's number as its code and `PAYEE | NARRATION` as its description.
    public var hledgerJournal: String {
        var text = "; The register of invoices, credit notes and payments as of \(asOf), made by Quipu.\n"
            + "; Amounts in each document's currency; @@ is a posting's total in the accounting currency, \(accountingCurrency.code).\n\n"
        for currency in currencies { text += "commodity \(currency.minorUnits == 0 ? "0." : Money.zero(currency).amountText) \(currency.code)\n" }
        text += "\n"
        for account in accounts { text += "account \(account.hledgerName)\n" }
        let width = accounts.map(\.hledgerName.count).max() ?? 0
        for transaction in transactions {
            text += "\n\(transaction.date) * (\(Self.hledgerText(transaction.code, also: "()"))) "
                + "\(Self.hledgerText(transaction.payee, also: "|")) | \(Self.hledgerText(transaction.narration, also: "|"))\n"
            for posting in transaction.postings {
                let name = posting.account.hledgerName
                text += "    " + name + String(repeating: " ", count: width - name.count + 2) + Self.amount(posting) + "\n"
            }
        }
        return text
    }

    /// The ledger as a Beancount file: its options (the accounting currency as the operating
    /// one), an `open` directive per account on the first transaction's day, then the
    /// transactions, each linked to its invoice (`^2024-0042`).
    public var beancountFile: String {
        var text = "; The register of invoices, credit notes and payments as of \(asOf), made by Quipu.\n"
            + "; Amounts in each document's currency; @@ is a posting's total in the accounting currency, \(accountingCurrency.code).\n\n"
            + "option \"title\" \"Quipu register\"\n"
            + "option \"operating_currency\" \"\(accountingCurrency.code)\"\n\n"
        let opened = transactions.map(\.date).min() ?? asOf
        let names = accounts.map(\.beancountName)
        for name in Set(names).sorted() { text += "\(opened) open \(name)\n" }
        let width = names.map(\.count).max() ?? 0
        for transaction in transactions {
            text += "\n\(transaction.date) * \(Self.beancountString(transaction.payee)) \(Self.beancountString(transaction.narration)) "
                + "^\(Self.beancountLink(transaction.invoice))\n"
            for posting in transaction.postings {
                let name = posting.account.beancountName
                text += "  " + name + String(repeating: " ", count: width - name.count + 2) + Self.amount(posting) + "\n"
            }
        }
        return text
    }

    /// `-1234.56 USD @@ 1150.00 EUR`: the amount, and its cost when it has one.
    private static func amount(_ posting: LedgerPosting) -> String {
        "\(posting.amount.amountText) \(posting.amount.currency.code)" + (posting.cost.map { " @@ \($0.amountText) \($0.currency.code)" } ?? "")
    }

    /// `text` on one line of an hledger description: control characters and `;` (a comment)
    /// become spaces, and so does each of `also`.
    static func hledgerText(_ text: String, also: String) -> String {
        String(text.map { $0.isNewline || $0 == ";" || also.contains($0) || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true ? " " : $0 })
    }

    /// `text` as a Beancount string: quoted, with `\` and `"` escaped and line breaks as spaces.
    public static func beancountString(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            switch character {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            default: quoted.append(character.isNewline || character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true ? " " : character)
            }
        }
        return quoted + "\""
    }

    /// A Beancount link's name: letters, digits and `-_/.`, anything else a hyphen.
    static func beancountLink(_ text: String) -> String {
        let allowed = Set("-_/.")
        let link = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber || allowed.contains($0)) ? $0 : "-" })
        return link.isEmpty ? "-" : link
    }
}
