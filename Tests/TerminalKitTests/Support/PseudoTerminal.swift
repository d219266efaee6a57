import Glibc

/// A pseudo-terminal pair opened with posix_openpt / grantpt / unlockpt / ptsname. Glibc's
/// Swift module does not export these (they need _XOPEN_SOURCE), so they are looked up by name.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32
    let slavePath: String

    private typealias IntFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init() throws {
        let handle = dlopen(nil, RTLD_NOW)
        func function<T>(_ name: String, as type: T.Type) throws -> T {
            guard let symbol = dlsym(handle, name) else { throw Failure(description: "\(name) not found in libc") }
            return unsafeBitCast(symbol, to: type)
        }
        let openpt = try function("posix_openpt", as: IntFunction.self)
        let grantpt = try function("grantpt", as: IntFunction.self)
        let unlockpt = try function("unlockpt", as: IntFunction.self)
        let ptsname = try function("ptsname", as: NameFunction.self)
        let master = openpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure(description: "posix_openpt: errno \(errno)") }
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            close(master)
            throw Failure(description: "grantpt/unlockpt/ptsname: errno \(errno)")
        }
        slavePath = String(cString: name)
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            throw Failure(description: "open \(slavePath): errno \(errno)")
        }
        self.master = master
        self.slave = slave
    }

    deinit {
        close(slave)
        close(master)
    }

    func attributes() -> termios {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return settings
    }

    func setWindowSize(columns: UInt16, rows: UInt16) {
        var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    }

    /// Reads what the program wrote to the terminal, waiting up to a second for the first byte.
    func readFromMaster(expecting count: Int) -> [UInt8] {
        var result: [UInt8] = []
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while result.count < count, poll(&poller, 1, 1000) > 0 {
            var buffer = [UInt8](repeating: 0, count: 256)
            let got = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard got > 0 else { break }
            result += buffer[..<got]
        }
        return result
    }

    func writeToMaster(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }
}

/// Whether two termios values hold the same settings (flags, line discipline, control
/// characters and speeds).
func sameSettings(_ a: termios, _ b: termios) -> Bool {
    var a = a, b = b
    return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag && a.c_lflag == b.c_lflag
        && a.c_line == b.c_line && cfgetispeed(&a) == cfgetispeed(&b) && cfgetospeed(&a) == cfgetospeed(&b)
        && withUnsafeBytes(of: a.c_cc) { x in withUnsafeBytes(of: b.c_cc) { y in x.elementsEqual(y) } }
}
