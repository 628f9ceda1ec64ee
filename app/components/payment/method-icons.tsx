/**
 * Payment method marks drawn inline (issue 15: icons without downloads or third-party requests):
 * simplified Visa, Mastercard, MB WAY and Multibanco badges, 38 × 24, decorative (`aria-hidden`);
 * the method's name is always written beside them.
 */
export type MethodIconName = "visa" | "mastercard" | "mbway" | "multibanco";

const FRAME = "h-6 w-[38px] shrink-0 rounded-[4px] border border-stone-300 bg-white";

/** One payment mark. */
export function MethodIcon({ name, className = "" }: { name: MethodIconName; className?: string }) {
  const common = {
    viewBox: "0 0 38 24",
    className: `${FRAME} ${className}`,
    "aria-hidden": true,
    focusable: false,
  } as const;
  if (name === "visa") {
    return (
      <svg {...common} data-icon="visa">
        <text
          x="19"
          y="16"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="10"
          fontStyle="italic"
          fontWeight="700"
          fill="#1a1f71"
        >
          VISA
        </text>
      </svg>
    );
  }
  if (name === "mastercard") {
    return (
      <svg {...common} data-icon="mastercard">
        <circle cx="15.5" cy="12" r="6.5" fill="#eb001b" />
        <circle cx="22.5" cy="12" r="6.5" fill="#f79e1b" />
        <path d="M19 6.5a6.5 6.5 0 0 1 0 11 6.5 6.5 0 0 1 0-11z" fill="#ff5f00" />
      </svg>
    );
  }
  if (name === "mbway") {
    return (
      <svg {...common} data-icon="mbway">
        <rect x="3" y="5" width="32" height="14" rx="3" fill="#d60510" />
        <text
          x="19"
          y="15.5"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="8"
          fontWeight="700"
          fill="#fff"
        >
          MB WAY
        </text>
      </svg>
    );
  }
  return (
    <svg {...common} data-icon="multibanco">
      <rect x="8" y="3" width="22" height="18" rx="2" fill="#1d4f91" />
      <text
        x="19"
        y="15.5"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="9"
        fontWeight="700"
        fill="#fff"
      >
        MB
      </text>
    </svg>
  );
}

/** The marks of the methods offered, in a row. */
export function MethodIcons({ methods, className = "" }: { methods: readonly string[]; className?: string }) {
  const names: MethodIconName[] = [];
  if (methods.includes("card")) names.push("visa", "mastercard");
  if (methods.includes("mbway")) names.push("mbway");
  if (methods.includes("multibanco")) names.push("multibanco");
  return (
    <span className={`flex flex-wrap items-center gap-1.5 ${className}`} data-testid="method-icons">
      {names.map((n) => (
        <MethodIcon key={n} name={n} />
      ))}
    </span>
  );
}
