// SPDX-License-Identifier: GPL-3.0-or-later
// Atomic replacement of files with POSIX calls (fsync and rename are what make it atomic and
// durable; std::filesystem has neither fsync nor a way to name the writer's process).
#include "files/atomic_write.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <system_error>

#include "files/file_descriptor.hpp"

namespace reversi::files {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kTempMarker = ".tmp.";
constexpr mode_t kFileMode = 0644;

bool faults_at(const WriteFault* fault, WriteFault::Step step) {
    return fault != nullptr && fault->step == step;
}

WriteResult failure(int sys_errno, std::string step) {
    return {write_error_for(sys_errno), sys_errno, std::move(step)};
}

WriteResult died(std::string step) { return {WriteError::Interrupted, 0, std::move(step)}; }

// Writes everything, retrying short writes and EINTR; returns errno or 0.
int write_all(int fd, std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t written = ::write(fd, bytes.data(), bytes.size());
        if (written < 0) {
            if (errno == EINTR) continue;
            return errno;
        }
        bytes.remove_prefix(static_cast<std::size_t>(written));
    }
    return 0;
}

// Makes a rename or an unlink in `folder` durable.
int sync_folder(const fs::path& folder) {
    FileDescriptor dir(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!dir.valid()) return errno;
    if (::fsync(dir.get()) != 0) return errno;
    return dir.close_now();
}

fs::path folder_of(const fs::path& target) {
    return target.has_parent_path() ? target.parent_path() : fs::path(".");
}

// Writes the temporary file completely and durably; the caller renames it.
WriteResult write_temp(const fs::path& temp, std::string_view contents, const WriteFault* fault) {
    if (faults_at(fault, WriteFault::Step::Open)) return failure(fault->sys_errno, "open");
    FileDescriptor file(::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, kFileMode));
    if (!file.valid()) return failure(errno, "open");
    if (faults_at(fault, WriteFault::Step::Write)) {
        const std::size_t part = std::min(fault->after_bytes, contents.size());
        if (int error = write_all(file.get(), contents.substr(0, part))) {
            return failure(error, "write");
        }
        if (fault->die) return died("write");
        return failure(fault->sys_errno, "write");
    }
    if (int error = write_all(file.get(), contents)) return failure(error, "write");
    if (faults_at(fault, WriteFault::Step::Sync)) {
        return fault->die ? died("fsync") : failure(fault->sys_errno, "fsync");
    }
    if (::fsync(file.get()) != 0) return failure(errno, "fsync");
    if (int error = file.close_now()) return failure(error, "close");
    return {};
}

bool process_is_running(long pid) {
    return pid > 0 && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM);
}

}  // namespace

WriteError write_error_for(int sys_errno) {
    switch (sys_errno) {
        case 0:
            return WriteError::Io;  // a failure without an errno is still a failure
        case ENOSPC:
        case EDQUOT:
        case EFBIG:
            return WriteError::NoSpace;
        case EROFS:
            return WriteError::ReadOnly;
        case EACCES:
        case EPERM:
            return WriteError::PermissionDenied;
        case ENOTDIR:
        case EISDIR:
        case ENOENT:
            return WriteError::NotAFolder;
        default:
            return WriteError::Io;
    }
}

fs::path temp_path_for(const fs::path& target, long pid) {
    fs::path temp = target;
    temp += std::string(kTempMarker) + std::to_string(pid);
    return temp;
}

WriteResult write_file_atomically(const fs::path& target, std::string_view contents,
                                  const WriteFault* fault) {
    const fs::path temp = temp_path_for(target, static_cast<long>(::getpid()));
    WriteResult written = write_temp(temp, contents, fault);
    if (written.error == WriteError::Interrupted) return written;
    if (written.ok() && faults_at(fault, WriteFault::Step::Rename)) {
        if (fault->die) return died("rename");
        written = failure(fault->sys_errno, "rename");
    } else if (written.ok() && ::rename(temp.c_str(), target.c_str()) != 0) {
        written = failure(errno, "rename");
    }
    if (!written.ok()) {
        ::unlink(temp.c_str());
        return written;
    }
    if (faults_at(fault, WriteFault::Step::SyncFolder)) {
        return fault->die ? died("fsync folder") : failure(fault->sys_errno, "fsync folder");
    }
    if (int error = sync_folder(folder_of(target))) return failure(error, "fsync folder");
    return {};
}

void remove_stray_temp_files(const fs::path& target) {
    const std::string prefix = target.filename().string() + std::string(kTempMarker);
    std::error_code error;
    fs::directory_iterator entries(folder_of(target), error);
    if (error) return;
    for (const fs::directory_entry& entry : entries) {
        const std::string name = entry.path().filename().string();
        if (name.compare(0, prefix.size(), prefix) != 0) continue;
        const std::string pid_text = name.substr(prefix.size());
        char* end = nullptr;
        const long pid = std::strtol(pid_text.c_str(), &end, 10);
        const bool named_by_pid = !pid_text.empty() && end != nullptr && *end == '\0';
        if (named_by_pid && pid != static_cast<long>(::getpid()) && process_is_running(pid)) {
            continue;
        }
        fs::remove(entry.path(), error);
    }
}

WriteResult remove_file_durably(const fs::path& target) {
    if (::unlink(target.c_str()) != 0) {
        if (errno == ENOENT) return {};
        return failure(errno, "unlink");
    }
    if (int error = sync_folder(folder_of(target))) return failure(error, "fsync folder");
    return {};
}

}  // namespace reversi::files
