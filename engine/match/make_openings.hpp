// SPDX-License-Identifier: GPL-3.0-or-later
// `reversi-match make-openings`: a balanced openings file, made reproducibly. Random openings
// (distinct positions, drawn as reversi-match draws them) are evaluated in order by an engine's
// deep search, and the first N whose score is near even are kept.
#pragma once

#include <iosfwd>

#include "client/engine_client.hpp"
#include "match/exit_status.hpp"

namespace reversi::match {

// `argv[0]` is "make-openings"; `default_engine` as for a match.
ExitStatus make_openings_command(int argc, const char* const* argv,
                                 const client::EngineCommand& default_engine, std::ostream& out,
                                 std::ostream& err);

}  // namespace reversi::match
