// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a piece of a test as an ordinary user, so that a file's permissions apply: root reads
// any file whatever its mode, and tests may run as root (containers, CI).
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <functional>
#include <string>

namespace reversi::records::testing {

inline constexpr uid_t kNobody = 65534;  // Debian's "nobody" and "nogroup"

// Runs `body` in a child process (as nobody when this process is root) and returns what it
// returned: by the tests' habit, empty when every check held, else what went wrong.
inline std::string without_root(const std::function<std::string()>& body) {
    int channel[2];
    if (::pipe(channel) != 0) return "pipe failed";
    const pid_t child = ::fork();
    if (child < 0) return "fork failed";
    if (child == 0) {
        ::close(channel[0]);
        std::string answer;
        if (::geteuid() == 0 && (::setgid(kNobody) != 0 || ::setuid(kNobody) != 0)) {
            answer = "could not become nobody";
        } else {
            answer = body();
        }
        const ssize_t ignored = ::write(channel[1], answer.data(), answer.size());
        (void)ignored;
        ::_exit(0);
    }
    ::close(channel[1]);
    std::string answer;
    char buffer[256];
    for (ssize_t got; (got = ::read(channel[0], buffer, sizeof buffer)) > 0;)
        answer.append(buffer, static_cast<std::size_t>(got));
    ::close(channel[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    if (!WIFEXITED(status)) return "the child died: " + answer;
    return answer;
}

}  // namespace reversi::records::testing
