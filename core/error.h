#pragma once
// gfxtile's one exception type. Errors on user input are values or exceptions carrying context
// (file, kernel, target, instruction, address), never an abort.

#include <stdexcept>
#include <string>
#include <utility>

#include <fmt/format.h>

namespace gfxtile {

class Error : public std::runtime_error {
 public:
  explicit Error(std::string message) : std::runtime_error(std::move(message)) {}
};

// Throws an Error whose message is formatted with fmt.
template <typename... Args>
[[noreturn]] void fail(fmt::format_string<Args...> format, Args&&... args) {
  throw Error(fmt::format(format, std::forward<Args>(args)...));
}

}  // namespace gfxtile
