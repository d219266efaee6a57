/// Gives the parsers one contiguous view of a body, whatever collection it arrives in
/// (`[UInt8]`, `ByteBuffer`'s view, `Data`), copying only when the collection is not contiguous.
enum FormBodyBytes {
    static func withContiguous<R>(_ body: some Collection<UInt8>, _ work: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = body.withContiguousStorageIfAvailable(work) {
            return result
        }
        return Array(body).withUnsafeBufferPointer(work)
    }
}
