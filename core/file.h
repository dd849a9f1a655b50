#pragma once
// Whole-file writes for the command lines, dumps and listings of every layer.

#include <string>
#include <string_view>

namespace gfxtile {

// Writes `bytes` to `path`, replacing what was there. Throws Error "`what`: cannot write 'PATH'"
// when the file cannot be opened or written completely.
void write_file(const std::string& path, std::string_view bytes, std::string_view what = "gfxtile");

}  // namespace gfxtile
