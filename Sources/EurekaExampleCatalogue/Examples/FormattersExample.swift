import Eureka
import Foundation

/// Formatters decide how a field's value reads and how typed text becomes a value: Eureka's
/// `DecimalFormatter`, a currency `NumberFormatter`, and formatting while typing
/// (`useFormatterDuringInput`) versus only once the row loses focus.
public final class FormattersExample: FormViewController {
    private let locale: Locale

    /// Formats numbers in `locale`'s conventions (its separators and currency).
    public init(locale: Locale = .current) {
        self.locale = locale
        super.init()
    }

    /// Builds the formatted number rows.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Formatters"

        form +++ Section(header: "While typing", footer: "Digits fill the amount from the right, like a till: 1, 2, 5 reads 1.25.")
            <<< DecimalRow("till") {
                $0.title = "DecimalFormatter"
                $0.formatter = DecimalFormatter(locale: locale)
                $0.useFormatterDuringInput = true
                $0.value = 0
            }
            <<< IntRow("population") {
                $0.title = "Grouped as you type"
                $0.formatter = grouping()
                $0.useFormatterDuringInput = true
            }

        form +++ Section(header: "After typing", footer: "Editing starts from the plain number; it is shown formatted once you leave the row.")
            <<< DecimalRow("price") {
                $0.title = "Currency"
                $0.formatter = currency()
                $0.placeholder = "0.00"
            }
            <<< DecimalRow("ratio") {
                $0.title = "Percent"
                $0.formatter = percent()
                $0.placeholder = "0.5 shows as 50%"
            }
    }

    private func grouping() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 0
        return formatter
    }

    private func currency() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        // A locale without a region (POSIX, "en_001") has no currency, and would show the
        // generic sign "¤19.99": the example then prices in US dollars.
        if locale.currency == nil { formatter.currencyCode = "USD" }
        return formatter
    }

    private func percent() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .percent
        return formatter
    }
}
