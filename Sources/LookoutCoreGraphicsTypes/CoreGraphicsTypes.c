// LookoutCoreGraphicsTypes declares C types only (include/LookoutCoreGraphicsTypes.h); SwiftPM builds a C
// target from at least one source file.
#include "LookoutCoreGraphicsTypes.h"
