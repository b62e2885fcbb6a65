// SPDX-License-Identifier: GPL-3.0-or-later
// Whether this is a sanitizer build (REVERSI_SANITIZED: AddressSanitizer, UBSan or
// ThreadSanitizer), which runs the code 5 to 20 times slower. A test that checks many cases of
// one kind checks fewer of them there: the sanitizers need each path once, and the Release
// build checks them all.
#pragma once

namespace reversi::testing_support {

#ifdef REVERSI_SANITIZED
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif

}  // namespace reversi::testing_support
