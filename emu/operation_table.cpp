#include "emu/operation_table.h"

#include "core/error.h"

namespace gfxtile::emu {

void OperationTable::add(std::string_view mnemonic, OperationInfo info) {
  if (info.handler == nullptr) fail("emulator: operation '{}' registered without a handler", mnemonic);
  operations_[std::string(mnemonic)] = info;
}

const OperationInfo* OperationTable::find(std::string_view mnemonic) const {
  auto found = operations_.find(std::string(mnemonic));
  return found == operations_.end() ? nullptr : &found->second;
}

}  // namespace gfxtile::emu
