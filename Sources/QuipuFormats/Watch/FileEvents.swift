import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A signal, each time something may have changed in the folders that hold the watched paths.
/// It says nothing of what changed: the watcher compares fingerprints to find out, so a lost or
/// merged event costs nothing.
///
/// Linux uses inotify and macOS kqueue (through Dispatch), both on folders, so that a file
/// replaced by rename or deleted and created again is still followed; elsewhere, or when those
/// fail, the folders are polled every `pollInterval`. Waiting costs no CPU on Linux and macOS.
package enum FileEvents {
    /// Signals for changes in the folders holding `paths` (for a folder in `paths`: the folder
    /// itself and every folder inside it). The stream ends when its consumer stops iterating.
    package static func stream(watching paths: [String], pollInterval: Duration = .seconds(1)) -> AsyncStream<Void> {
        let folders = folders(holding: paths)
        #if os(Linux)
        if let stream = inotifyStream(folders) { return stream }
        #elseif canImport(Darwin)
        if let stream = kqueueStream(folders) { return stream }
        #endif
        return pollingStream(interval: pollInterval)
    }

    /// The existing folders to watch for `paths`, each once, sorted.
    static func folders(holding paths: [String]) -> [String] {
        var folders: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                folders.insert(path)
                for inner in FileManager.default.subpaths(atPath: path) ?? [] {
                    var innerIsDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: path + "/" + inner, isDirectory: &innerIsDirectory), innerIsDirectory.boolValue {
                        folders.insert(path + "/" + inner)
                    }
                }
            } else {
                // The file's folder; while that is gone (moved away to be replaced), the nearest
                // folder above it that exists, where the new one will appear.
                var parent = (path as NSString).deletingLastPathComponent
                while true {
                    let folder = parent.isEmpty ? "." : parent
                    if FileManager.default.fileExists(atPath: folder) || folder == "." || folder == "/" {
                        folders.insert(folder)
                        break
                    }
                    parent = (parent as NSString).deletingLastPathComponent
                }
            }
        }
        return folders.sorted()
    }

    /// Which folder each of `folders` is now (device and inode; `nil` when gone): a folder moved
    /// away and replaced by a copy keeps its path but not its identity, and events of the new one
    /// reach only a stream opened after the change.
    static func identities(of folders: [String]) -> [FolderIdentity?] {
        folders.map { folder in
            var status = stat()
            guard stat(folder, &status) == 0 else { return nil }
            return FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        }
    }

    /// A folder as the file system knows it.
    struct FolderIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// A tick every `interval`, for systems with no file events.
    static func pollingStream(interval: Duration) -> AsyncStream<Void> {
        AsyncStream { continuation in
            let ticker = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    continuation.yield()
                }
            }
            continuation.onTermination = { _ in ticker.cancel() }
        }
    }

    #if os(Linux)
    /// inotify on every folder, read by a thread of its own that blocks in `poll(2)` until an event
    /// arrives or the stream ends (a pipe wakes it).
    private static func inotifyStream(_ folders: [String]) -> AsyncStream<Void>? {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY | IN_ATTRIB | IN_MOVE_SELF | IN_DELETE_SELF)
        for folder in folders where inotify_add_watch(descriptor, folder, mask) < 0 {
            close(descriptor)
            return nil
        }
        var wake: [Int32] = [0, 0]
        guard pipe(&wake) == 0 else {
            close(descriptor)
            return nil
        }
        let (wakeRead, wakeWrite) = (wake[0], wake[1])
        return AsyncStream { continuation in
            continuation.onTermination = { _ in _ = write(wakeWrite, "x", 1) }
            Thread {
                var buffer = [UInt8](repeating: 0, count: 16 * 1024)
                var watched = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
                while poll(&watched, 2, -1) >= 0 || errno == EINTR {
                    if watched[1].revents != 0 { break }
                    guard watched[0].revents != 0 else { continue }
                    guard read(descriptor, &buffer, buffer.count) > 0 else { break }
                    continuation.yield()
                }
                continuation.finish()
                close(descriptor)
                close(wakeRead)
                close(wakeWrite)
            }.start()
        }
    }
    #endif

    #if canImport(Darwin)
    /// A kqueue vnode source (through Dispatch) on every folder.
    private static func kqueueStream(_ folders: [String]) -> AsyncStream<Void>? {
        let descriptors = folders.map { open($0, O_EVTONLY) }
        guard !descriptors.contains(where: { $0 < 0 }) else {
            descriptors.filter { $0 >= 0 }.forEach { close($0) }
            return nil
        }
        return AsyncStream { continuation in
            let queue = DispatchQueue(label: "quipu.file-events")
            let sources = descriptors.map { descriptor in
                let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: descriptor,
                                                                       eventMask: [.write, .rename, .delete, .extend, .attrib, .link], queue: queue)
                source.setEventHandler { continuation.yield() }
                source.setCancelHandler { close(descriptor) }
                source.resume()
                return source
            }
            continuation.onTermination = { _ in sources.forEach { $0.cancel() } }
        }
    }
    #endif
}
