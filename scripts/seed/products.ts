import type { ProductCategory, ProductSize } from "../../app/domain/merchandise-options.ts";
import type { ProductImageKey } from "./images.ts";

export interface CuratedProduct {
  slug: ProductImageKey;
  name: string;
  /** Whole NZD. */
  price: number;
  originalPrice?: number;
  category: ProductCategory;
  sizes: ProductSize[];
  colors: string[];
  /** Rating x 10. */
  rating: number;
  reviews: number;
  popularity: number;
  description: string;
  features: string[];
}

const APPAREL: ProductSize[] = ["XS", "S", "M", "L", "XL", "XXL"];

/** The spec's ten merchandise items, priced 35-95 NZD. Order = "Featured". */
export const CURATED_PRODUCTS: CuratedProduct[] = [
  {
    slug: "performance-tee",
    name: "Performance Training Tee",
    price: 45,
    category: "athletic-wear",
    sizes: APPAREL,
    colors: ["Black", "White", "Navy", "Gray"],
    rating: 48,
    reviews: 127,
    popularity: 95,
    description: "A lightweight, quick-dry tee cut for lifting, running and long travel days.",
    features: [
      "Moisture-wicking recycled polyester",
      "Flatlock seams",
      "Anti-odour finish",
      "Reflective logo",
    ],
  },
  {
    slug: "training-singlet",
    name: "Roam Training Singlet",
    price: 35,
    category: "athletic-wear",
    sizes: APPAREL,
    colors: ["Black", "White", "Lime"],
    rating: 46,
    reviews: 64,
    popularity: 70,
    description: "A breathable racer-back singlet for hot sessions and heavy pulls.",
    features: ["Dropped armholes", "Breathable mesh back", "Quick-dry fabric"],
  },
  {
    slug: "flex-shorts",
    name: "Flex Training Shorts",
    price: 50,
    category: "athletic-wear",
    sizes: APPAREL,
    colors: ["Black", "Navy", "Gray"],
    rating: 47,
    reviews: 89,
    popularity: 82,
    description: "Four-way stretch shorts that move with you from squats to sprints.",
    features: ["Four-way stretch", "Zip phone pocket", "Liner-free 7 inch inseam", "Drawcord waist"],
  },
  {
    slug: "compression-leggings",
    name: "Compression Leggings",
    price: 75,
    originalPrice: 90,
    category: "athletic-wear",
    sizes: APPAREL,
    colors: ["Black", "Navy", "Olive"],
    rating: 49,
    reviews: 152,
    popularity: 98,
    description: "Squat-proof, high-waisted compression leggings with a side pocket for your phone.",
    features: ["Squat-proof fabric", "High waistband", "Side pockets", "Graduated compression"],
  },
  {
    slug: "classic-tee",
    name: "Classic Logo Tee",
    price: 40,
    category: "casual-wear",
    sizes: APPAREL,
    colors: ["White", "Black", "Gray", "Sand"],
    rating: 45,
    reviews: 73,
    popularity: 76,
    description: "A soft, heavyweight cotton tee with the GymRoam pin on the chest.",
    features: ["Organic cotton", "Relaxed fit", "Screen-printed logo"],
  },
  {
    slug: "crew-hoodie",
    name: "Everyday Crew Hoodie",
    price: 85,
    category: "casual-wear",
    sizes: APPAREL,
    colors: ["Gray", "Black", "Navy"],
    rating: 48,
    reviews: 104,
    popularity: 90,
    description: "A brushed-fleece hoodie for early sessions and long-haul flights.",
    features: ["Brushed fleece lining", "Kangaroo pocket", "Ribbed cuffs", "Embroidered logo"],
  },
  {
    slug: "travel-joggers",
    name: "Travel Joggers",
    price: 70,
    originalPrice: 85,
    category: "casual-wear",
    sizes: APPAREL,
    colors: ["Black", "Gray", "Navy"],
    rating: 47,
    reviews: 58,
    popularity: 67,
    description: "Tapered joggers with zip pockets that look sharp on the plane and work in the gym.",
    features: ["Zip pockets", "Tapered leg", "Stretch woven fabric", "Packs into its own pocket"],
  },
  {
    slug: "windbreaker",
    name: "Packable Windbreaker",
    price: 95,
    category: "outerwear",
    sizes: APPAREL,
    colors: ["Lime", "Black", "Navy"],
    rating: 46,
    reviews: 41,
    popularity: 55,
    description: "A water-resistant shell that packs into its own chest pocket for warm-ups on the road.",
    features: ["Water-resistant", "Packs into chest pocket", "Adjustable hood", "Reflective details"],
  },
  {
    slug: "puffer-vest",
    name: "Lightweight Puffer Vest",
    price: 79,
    originalPrice: 95,
    category: "outerwear",
    sizes: APPAREL,
    colors: ["Black", "Navy", "Gray"],
    rating: 45,
    reviews: 23,
    popularity: 48,
    description: "A warm, low-bulk vest for cold mornings between sets or on the sideline.",
    features: ["Recycled synthetic fill", "Zip hand pockets", "Stuff sack included"],
  },
  {
    slug: "snapback-cap",
    name: "Snapback Cap",
    price: 35,
    category: "accessories",
    sizes: ["One Size"],
    colors: ["Black", "White", "Navy"],
    rating: 47,
    reviews: 96,
    popularity: 85,
    description: "A structured snapback with an embroidered pin logo and a breathable mesh lining.",
    features: ["Adjustable snap closure", "Embroidered logo", "Breathable lining"],
  },
];
