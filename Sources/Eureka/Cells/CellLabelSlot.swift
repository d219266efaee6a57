/// Where a cell keeps one of its labels: as a value until someone asks for the `CellLabel`.
///
/// Most cells are filled and described without anyone touching the label objects (a web page
/// or a terminal frame reads the cell's content, not its labels), so a cell need not allocate
/// two objects for them. The first `label()` makes the object from the content kept so far, and
/// from then on the object is the label: edits through `edit(_:)` reach it, and so does
/// anything the app changes on it. Setting a label (nil included) replaces it, as before.
struct CellLabelSlot {
    private enum Storage {
        case inline(CellLabel.Content)
        case object(CellLabel?)
    }

    private var storage = Storage.inline(CellLabel.Content())

    /// The label object, made from the content kept inline on first use.
    mutating func label() -> CellLabel? {
        switch storage {
        case .object(let label):
            return label
        case .inline(let content):
            let label = CellLabel(content: content)
            storage = .object(label)
            return label
        }
    }

    /// Replaces the label (nil removes it: the row then shows no such text).
    mutating func setLabel(_ label: CellLabel?) {
        storage = .object(label)
    }

    /// What the label holds now, without making the object; nil when it was removed.
    var content: CellLabel.Content? {
        switch storage {
        case .inline(let content): content
        case .object(let label): label?.content
        }
    }

    /// Changes the label's content, inline or on the object; nothing when it was removed.
    mutating func edit(_ body: (inout CellLabel.Content) -> Void) {
        switch storage {
        case .inline(var content):
            body(&content)
            storage = .inline(content)
        case .object(let label?):
            var content = label.content
            body(&content)
            label.content = content
        case .object(nil):
            break
        }
    }
}
