import QuipuCore

extension ConfigValue {
    /// `accounts: {receivable: "assets:receivable:{client}", revenue: "revenue:{client}", …}`:
    /// the register's ledger accounts, each an hledger-style name whose first component is its
    /// type; a key not given keeps its default (`LedgerAccounts`).
    func ledgerAccounts() throws(QuipuError) -> LedgerAccounts {
        let fields = try mapping(allowed: LedgerAccounts.keys, expected: "the register's accounts: "
            + LedgerAccounts.keys.joined(separator: ", ") + ", such as {revenue: \"revenue:{client}\"}")
        var accounts = LedgerAccounts()
        for (key, value) in fields.entries where !value.isNull {
            let name = try value.nonEmptyText("an account name such as revenue:services")
            if let problem = LedgerAccounts.problem(with: name) { throw value.mistake(problem) }
            switch key {
            case "receivable": accounts.receivable = name
            case "revenue": accounts.revenue = name
            case "vat": accounts.vat = name
            case "bank": accounts.bank = name
            default: accounts.rounding = name
            }
        }
        return accounts
    }
}
