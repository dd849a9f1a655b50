#pragma once
// Small text helpers shared by the command lines and the parsers of every layer.

#include <string_view>
#include <vector>

namespace gfxtile {

// The parts of `text` between separators, empty parts kept ("a,,b" -> "a", "", "b"; "" -> "").
// The views point into `text`.
inline std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  for (size_t start = 0;;) {
    const size_t end = text.find(separator, start);
    parts.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

}  // namespace gfxtile
