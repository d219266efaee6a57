import Foundation

@testable import Eureka

/// A form shown by a controller, with helpers to describe rows as a renderer would.
struct DescribedForm {
    let controller: FormViewController
    var form: Form { controller.form }
    var interaction: FormInteraction { controller.interaction }

    init(_ rows: [BaseRow]) {
        controller = FormViewController()
        controller.form +++ Section(rows)
        controller.loadViewIfNeeded()
    }

    init(sections: [Section]) {
        controller = FormViewController()
        for section in sections { controller.form +++ section }
        controller.loadViewIfNeeded()
    }

    /// The row's description after its cell is brought up to date, as renderers get it.
    func describe(_ row: BaseRow) -> RowDescription {
        interaction.prepareForDisplay(row)
        return row.describe()
    }

    func describe(tag: String) -> RowDescription {
        describe(form.rowBy(tag: tag)!)
    }
}

/// UTC Gregorian, so dates in tests mean the same everywhere.
let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return calendar
}()

func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
}
