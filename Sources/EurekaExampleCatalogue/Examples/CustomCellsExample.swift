import Eureka

/// Two ways to go beyond the built-in look: a custom row (`StarRatingRow`, a `Row` subclass with
/// its own cell that also draws itself on the terminal), and a custom cell for a built-in row
/// (a `PushRow` whose cell shows a colour swatch), set through `cellProvider`.
public final class CustomCellsExample: FormViewController {
    /// Colours as people name them, with the swatch colour each shows.
    enum Paint: String, CaseIterable, CustomStringConvertible {
        case tomato = "Tomato"
        case leaf = "Leaf"
        case sky = "Sky"
        case lavender = "Lavender"

        var description: String { rawValue }

        var color: Color {
            switch self {
            case .tomato: .systemRed
            case .leaf: .systemGreen
            case .sky: .systemBlue
            case .lavender: .systemPurple
            }
        }
    }

    /// A selector cell that puts a swatch in the chosen colour before the colour's name.
    final class SwatchCell: PushSelectorCell<Paint> {
        override func update() {
            super.update()
            guard let paint = row?.value else { return }
            detailTextLabel?.text = "● \(paint)"
            detailTextLabel?.textColor = paint.color
        }
    }

    /// Builds the star ratings, the swatch row and the styled labels.
    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Custom Cells"

        form +++ Section(header: "A custom row", footer: "A Row subclass each renderer draws its own way; ←/→ change a rating.")
            <<< StarRatingRow("food") {
                $0.title = "Food"; $0.value = 3
            }
            <<< StarRatingRow("service") {
                $0.title = "Service"; $0.value = 4
            }
            <<< StarRatingRow("value") {
                $0.title = "Value for money"; $0.maximumRating = 3
            }

        form +++ Section(header: "A custom cell", footer: "The row is a plain PushRow; only its cell is new.")
            <<< PushRow<Paint>("paint") {
                $0.cellProvider = CellProvider { SwatchCell() }
                $0.title = "Favourite colour"
                $0.options = Paint.allCases
                $0.value = .sky
            }

        form +++ Section("Cells styled in cellSetup")
            <<< LabelRow("welcome") {
                $0.title = "Welcome"; $0.value = "bold, in green"
            }
            .cellSetup { cell, _ in
                cell.textLabel?.font = .boldSystemFont(ofSize: 17)
                cell.detailTextLabel?.textColor = .systemGreen
            }
            <<< LabelRow("about") {
                $0.title = "About"; $0.value = "italic, dimmed"
            }
            .cellSetup { cell, _ in
                cell.detailTextLabel?.font = .italicSystemFont(ofSize: 17)
                cell.detailTextLabel?.textColor = .secondaryLabel
                cell.accessoryType = .detailButton
            }
    }
}
