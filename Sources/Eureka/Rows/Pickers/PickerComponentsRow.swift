/// One wheel of a picker: the options' titles and which one is selected.
///
/// ```swift
/// PickerComponent(titles: ["Red", "Green"], selectedIndex: 1)
/// ```
public struct PickerComponent: Hashable, Sendable {
    /// The options' titles, in order.
    public var titles: [String]
    /// The selected option, or nil when the value is none of them.
    public var selectedIndex: Int?

    /// A component with these titles and selection.
    ///
    /// ```swift
    /// PickerComponent(titles: ["S", "M"], selectedIndex: nil)
    /// ```
    public init(titles: [String], selectedIndex: Int?) {
        self.titles = titles
        self.selectedIndex = selectedIndex
    }
}

/// A row a renderer draws as picker wheels and drives by selecting options.
///
/// Later components may depend on earlier ones (double and triple pickers): read
/// `pickerComponents` again after each selection.
///
/// ```swift
/// if let picker = row as? any PickerComponentsRow {
///     for component in picker.pickerComponents { draw(component.titles, component.selectedIndex) }
///     picker.stepPickerComponent(0, by: 1)   // ↓ on the first wheel
/// }
/// ```
public protocol PickerComponentsRow: BaseRow {
    /// The wheels, first to last, as they are now.
    var pickerComponents: [PickerComponent] { get }
    /// Selects option `index` of wheel `component` (ignored when out of range or disabled).
    func selectPickerOption(at index: Int, inComponent component: Int)
}

extension PickerComponentsRow {
    /// Moves wheel `component` by `delta` options, stopping at its ends; without a selection,
    /// a step forward picks the first option and a step back the last.
    ///
    /// ```swift
    /// picker.stepPickerComponent(1, by: -1)
    /// ```
    public func stepPickerComponent(_ component: Int, by delta: Int) {
        let components = pickerComponents
        guard components.indices.contains(component) else { return }
        let count = components[component].titles.count
        guard count > 0, delta != 0 else { return }
        let target =
            components[component].selectedIndex.map { min(max($0 + delta, 0), count - 1) }
            ?? (delta > 0 ? 0 : count - 1)
        selectPickerOption(at: target, inComponent: component)
    }
}
