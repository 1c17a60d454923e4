#ifndef LOOKOUT_CORE_GRAPHICS_TYPES_H
#define LOOKOUT_CORE_GRAPHICS_TYPES_H

#include <stdint.h>

// CoreGraphics's path element, as C declares it: a C structure, so that a function or block taking one is
// representable in C (`@convention(c)`, `@convention(block)`), as code written for Apple platforms expects.
// LookoutCoreGraphics re-exports it; its points are CGPoints (`element.points`, in Swift).

typedef enum __attribute__((enum_extensibility(open))) CGPathElementType : int32_t {
  kCGPathElementMoveToPoint,
  kCGPathElementAddLineToPoint,
  kCGPathElementAddQuadCurveToPoint,
  kCGPathElementAddCurveToPoint,
  kCGPathElementCloseSubpath
} CGPathElementType;

typedef struct CGPathElement {
  CGPathElementType type;
  /// The element's points, `CGPoint`s (two `CGFloat`s each).
  void *_points;
} CGPathElement;

#endif
