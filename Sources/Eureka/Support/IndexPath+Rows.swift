import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
    extension IndexPath {
        /// An index path addressing a row within a section, as in UIKit.
        ///
        /// ```swift
        /// let path = IndexPath(row: 2, section: 0)
        /// ```
        public init(row: Int, section: Int) {
            self.init(indexes: [section, row])
        }

        /// The section component (first index).
        public var section: Int { self[0] }

        /// The row component (second index).
        public var row: Int { self[1] }
    }
#endif
