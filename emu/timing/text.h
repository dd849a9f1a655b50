#pragma once
// Reading the few facts the cost tables need from an instruction's disassembly (done once per
// kernel, when the model builds its cost table).

#include <string_view>

namespace gfxtile::emu::timing {

inline bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }
inline bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }
// The integer (decimal or 0x hex) right after `key` in `text`, or `missing`.
int text_number_after(std::string_view text, std::string_view key, int missing);
inline std::string_view mnemonic_of(std::string_view text) { return text.substr(0, text.find(' ')); }

}  // namespace gfxtile::emu::timing
