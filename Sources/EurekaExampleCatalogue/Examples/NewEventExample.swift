import Eureka
import Foundation

/// The "New Event" screen of a calendar app: rows that react to each other through `onChange`
/// and a row that appears only when it makes sense, through a `hidden` condition.
///
/// Turning on "All-day" shows the start and end without a time; moving the start past the end
/// moves the end along; "Second Alert" appears once a first alert is chosen.
public final class NewEventExample: FormViewController {
    /// How often the event repeats.
    enum Repetition: String, CaseIterable, CustomStringConvertible {
        case never = "Never"
        case daily = "Every Day"
        case weekly = "Every Week"
        case fortnightly = "Every 2 Weeks"
        case monthly = "Every Month"
        case yearly = "Every Year"

        var description: String { rawValue }
    }

    /// When to be reminded of the event.
    enum Reminder: String, CaseIterable, CustomStringConvertible {
        case noAlert = "None"
        case atStart = "At time of event"
        case fiveMinutes = "5 minutes before"
        case fifteenMinutes = "15 minutes before"
        case oneHour = "1 hour before"
        case oneDay = "1 day before"

        var description: String { rawValue }
    }

    private let now: Date
    private let calendar: Calendar

    /// A new event starting at the next full hour after `now`, in `calendar`.
    public init(now: Date = Date(), calendar: Calendar = .current) {
        self.now = now
        self.calendar = calendar
        super.init()
    }

    /// Builds the event form; all-day, start and alert rows update the others.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Event"
        let start = calendar.nextDate(after: now, matching: DateComponents(minute: 0), matchingPolicy: .nextTime) ?? now

        form +++ Section()
            <<< TextRow("title") { $0.placeholder = "Title" }
            <<< TextRow("location") { $0.placeholder = "Location" }

        form +++ Section()
            <<< SwitchRow("allDay") {
                $0.title = "All-day"; $0.value = false
            }
            .onChange { [weak self] row in self?.showTimes(!(row.value ?? false)) }
            <<< DateTimeInlineRow("starts") {
                $0.title = "Starts"; inEventCalendar($0, start)
            }
            .onChange { [weak self] row in self?.keepEndAfter(row.value) }
            <<< DateTimeInlineRow("ends") {
                $0.title = "Ends"; inEventCalendar($0, start.addingTimeInterval(3600))
            }

        form +++ Section()
            <<< PushRow<Repetition>("repeat") {
                $0.title = "Repeat"
                $0.selectorTitle = "Repeat"
                $0.options = Repetition.allCases
                $0.value = .never
            }

        form +++ Section()
            <<< PushRow<Reminder>("alert") {
                $0.title = "Alert"
                $0.selectorTitle = "Alert"
                $0.options = Reminder.allCases
                $0.value = .noAlert
            }
            <<< PushRow<Reminder>("secondAlert") {
                $0.title = "Second Alert"
                $0.selectorTitle = "Second Alert"
                $0.options = Reminder.allCases
                $0.value = .noAlert
                // Enums with String raw values compare by raw value in conditions.
                $0.hidden = "$alert == 'None'"
            }

        form +++ Section()
            <<< URLRow("url") { $0.placeholder = "URL" }
            <<< TextAreaRow("notes") {
                $0.placeholder = "Notes"; $0.textAreaHeight = .dynamic(initialTextViewHeight: 44)
            }

        // A later start moves the end, but the end itself could be set before the start and
        // the event saved: it is an error under Ends, as a calendar strikes such an end through.
        form.add(
            validator: FormValidator(watching: ["starts", "ends"]) { form in
                let starts: DateTimeInlineRow? = form.rowBy(tag: "starts")
                let ends: DateTimeInlineRow? = form.rowBy(tag: "ends")
                guard let start = starts?.value, let end = ends?.value, end < start else { return [] }
                return [ValidationError(msg: "The event ends before it starts", rowTag: "ends")]
            })
    }

    private func inEventCalendar(_ row: DateTimeInlineRow, _ date: Date) {
        row.calendar = calendar
        row.timeZone = calendar.timeZone
        row.minuteInterval = 5
        // A calendar's years have four digits; the bound also keeps "an hour after the start"
        // a date the form can hold.
        row.maximumDate = latestDate
        row.value = date
    }

    /// The last moment an event can start or end: 31 December 9999, 23:55.
    private var latestDate: Date? {
        calendar.date(from: DateComponents(year: 9999, month: 12, day: 31, hour: 23, minute: 55))
    }

    /// An all-day event is about days: its dates drop the time of day.
    private func showTimes(_ showsTime: Bool) {
        for tag in ["starts", "ends"] {
            guard let row: DateTimeInlineRow = form.rowBy(tag: tag) else { continue }
            // The inline picker shares this formatter, and takes the mode: its wheels lose the
            // time of day with the row.
            row.dateFormatter?.dateStyle = showsTime ? .short : .medium
            row.dateFormatter?.timeStyle = showsTime ? .short : .none
            row.datePickerMode = showsTime ? .dateAndTime : .date
        }
    }

    /// An event cannot end before it starts: a later start pushes the end an hour past it.
    private func keepEndAfter(_ start: Date?) {
        guard let start, let ends: DateTimeInlineRow = form.rowBy(tag: "ends"), let end = ends.value, end <= start else { return }
        let anHourLater = start.addingTimeInterval(3600)
        ends.value = ends.maximumDate.map { min(anHourLater, $0) } ?? anHourLater
    }
}
