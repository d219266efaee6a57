/// A controller whose list the user can narrow by typing (selector screens), whatever its
/// generic types.
///
/// ```swift
/// (controller as? FilterableController)?.filter = "gr"
/// ```
public protocol FilterableController: AnyObject {
    /// Text the list is narrowed to; nil or empty shows everything.
    var filter: String? { get set }
}
