/// Several wheels whose later options follow earlier choices (double and triple pickers).
///
/// ```swift
/// if case .wheels(let wheels) = row.control {
///     for component in wheels.components { print(component.titles) }
/// }
/// ```
public struct PickerWheels: Hashable, Sendable {
    /// The wheels, first to last, as they are now.
    public var components: [PickerComponent]

    /// Wheels.
    ///
    /// ```swift
    /// PickerWheels(components: [PickerComponent(titles: ["A", "B"], selectedIndex: 0)])
    /// ```
    public init(components: [PickerComponent]) {
        self.components = components
    }
}
