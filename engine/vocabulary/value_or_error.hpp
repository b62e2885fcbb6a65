// SPDX-License-Identifier: GPL-3.0-or-later
// A reading whose refusal must reach the user: the value, or the reason it was refused. The one
// spelling of that error style for every new reader (README.md, Conventions).
#pragma once

#include <optional>
#include <string>

namespace reversi {

template <typename T>
struct ValueOrError {
    std::optional<T> value;  // none: refused, for the reason in `error`
    std::string error;
};

}  // namespace reversi
