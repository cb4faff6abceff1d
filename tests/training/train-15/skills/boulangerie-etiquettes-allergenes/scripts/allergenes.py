#!/usr/bin/env python3
"""Liste d'ingrédients et allergènes par produit, ou matrice comptoir."""
import argparse
import html
import os
import sys

import yaml

ALLERGENES = ["gluten", "crustacés", "œufs", "poissons", "arachides", "soja", "lait", "fruits à coque",
              "céleri", "moutarde", "sésame", "sulfites", "lupin", "mollusques"]


def charger(chemin):
    try:
        with open(chemin, encoding="utf-8") as fh:
            data = yaml.safe_load(fh)
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"lecture impossible de {chemin} : {exc}")
    if not isinstance(data, dict):
        sys.exit(f"{chemin} : dictionnaire attendu")
    return data


def analyser(recette, ingredients, produit):
    presents, traces = set(), set()
    if not isinstance(recette, dict):
        sys.exit(f"{produit} : la recette doit associer ingrédient → grammes")
    for nom, qte in recette.items():
        if not isinstance(qte, (int, float)) or qte < 0:
            sys.exit(f"{produit} : quantité invalide pour « {nom} » : {qte!r}")
        fiche = ingredients.get(nom)
        if not isinstance(fiche, dict):
            sys.exit(f"{produit} : fiche manquante ou invalide pour « {nom} » — à compléter avant étiquetage")
        for a in (fiche.get("allergenes") or []) + (fiche.get("allergenes_sous_ingredients") or []):
            if a not in ALLERGENES:
                sys.exit(f"{nom} : allergène inconnu « {a} »")
            presents.add(a)
        traces.update(t for t in fiche.get("traces") or [] if t in ALLERGENES)
    return presents, traces - presents


def liste(recette, ingredients):
    items = sorted(recette.items(), key=lambda kv: -float(kv[1]))
    rendu = []
    for nom, _q in items:
        fiche = ingredients[nom]
        txt = f"**{nom}**" if fiche.get("allergenes") else nom
        if fiche.get("sous_ingredients"):
            txt += " (" + ", ".join(fiche["sous_ingredients"]) + ")"
        rendu.append(txt)
    return ", ".join(rendu)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("recettes")
    ap.add_argument("ingredients")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--produit")
    g.add_argument("--matrice", action="store_true")
    a = ap.parse_args()
    recettes, ingredients = charger(a.recettes), charger(a.ingredients)

    if a.produit:
        if a.produit not in recettes:
            sys.exit(f"produit inconnu : {a.produit}")
        p, t = analyser(recettes[a.produit], ingredients, a.produit)
        print(f"Ingrédients : {liste(recettes[a.produit], ingredients)}.")
        print(f"Allergènes : {', '.join(sorted(p)) or 'aucun'}")
        if t:
            print(f"Peut contenir des traces de : {', '.join(sorted(t))}")
        return

    tete = "<tr><th>Produit</th>" + "".join(f"<th>{html.escape(x)}</th>" for x in ALLERGENES) + "</tr>"
    lignes = []
    for produit, recette in sorted(recettes.items()):
        p, t = analyser(recette, ingredients, produit)
        cells = "".join(f"<td>{'●' if x in p else '○' if x in t else ''}</td>" for x in ALLERGENES)
        lignes.append(f"<tr><td>{html.escape(produit)}</td>{cells}</tr>")
    with open(os.path.join(os.path.dirname(__file__), "..", "assets", "matrice.html"), encoding="utf-8") as fh:
        page = fh.read().replace("{{tableau}}", "<table>" + tete + "".join(lignes) + "</table>")
    with open("matrice-comptoir.html", "w", encoding="utf-8") as fh:
        fh.write(page)
    print("matrice-comptoir.html (● contient, ○ traces possibles)")


if __name__ == "__main__":
    main()
